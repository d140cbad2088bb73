import DeskKit
import Foundation

// MARK: - Saving and restoring the editor's state

extension EditorViewController {
    private enum Key {
        static let tabs = "tabs", selectedTab = "selectedTab", showingNotes = "showingNotes"
        static let title = "title", text = "text", bookmarked = "bookmarked"
        static let interactionStates = "interactionStates", file = "file", edited = "edited"
    }

    /// Unsaved text of a file's tab larger than this is not put in the archive (which must stay
    /// small enough to read at launch); the tab reopens the file as saved.
    static let largestArchivedEdit = 1 << 20

    /// The open tabs (titles, and texts where edited), the selected tab and every tab's
    /// interaction state, as the seed's editor saves its text field.
    public func stateRestorationActivity() -> NSUserActivity {
        let tabs: [[String: Any]] = openTabs.indices.map { index in
            let tab = openTabs[index]
            var entry: [String: Any] = [Key.title: tab.document.title, Key.bookmarked: tab.isInBookmarks]
            if let file = tab.document.fileURL {
                entry[Key.file] = file.path
                if tab.isEdited, textSize(atTab: index) <= Self.largestArchivedEdit {
                    entry[Key.text] = document(atTab: index).text
                    entry[Key.edited] = true
                }
                return entry
            }
            let text = document(atTab: index).text
            let original = SampleDocuments.all.first { $0.title == tab.document.title }?.text ?? ""
            if text != original { entry[Key.text] = text }
            return entry
        }
        var states: [Any] = openTabs.map { tab -> Any in tab.interactionState.map { $0 as Any } ?? NSNull() }
        if let editorView, openTabs.indices.contains(selectedTabIndex) {
            states[selectedTabIndex] = editorView.textView.interactionState
        }
        let stateActivity = NSUserActivity(activityType: BlueprintsActivity.editorState)
        stateActivity.title = openTabs.isEmpty ? nil : currentTab.document.title
        stateActivity.addUserInfoEntries(from: [
            Key.tabs: tabs,
            Key.selectedTab: selectedTabIndex,
            Key.showingNotes: isShowingNotes,
            Key.interactionStates: states,
        ])
        return stateActivity
    }

    /// The UTF-8 size of a tab's text, without copying it.
    private func textSize(atTab index: Int) -> Int {
        if index == selectedTabIndex, let editorView { return editorView.textView.textStorage.utf8Count }
        return openTabs[index].document.text.utf8.count
    }

    /// Restores the tabs and their texts; call before the view loads. Interaction state follows
    /// in ``restoreInteractionState(from:)``, once the content is back.
    public func restoreContent(from activity: NSUserActivity) {
        guard let entries = activity.userInfo?[Key.tabs] as? [[String: Any]] else { return }
        openTabs = entries.compactMap { entry in
            guard let title = entry[Key.title] as? String else { return nil }
            if let path = entry[Key.file] as? String {
                let file = URL(fileURLWithPath: path)
                var tab: Tab
                if let text = entry[Key.text] as? String {
                    tab = Tab(document: BlueprintDocument(title: title, text: text, fileURL: file))
                    tab.isEdited = entry[Key.edited] as? Bool ?? true
                } else if let contents = try? DocumentFile.read(file) {
                    tab = Tab(document: BlueprintDocument(title: title, text: contents.text, fileURL: file))
                } else {
                    return nil  // the file is gone and nothing unsaved was kept: no empty tab for it
                }
                tab.isInBookmarks = entry[Key.bookmarked] as? Bool ?? false
                tab.fileModificationDate = DocumentFile.modificationDate(of: file)
                return tab
            }
            let text = entry[Key.text] as? String ?? SampleDocuments.all.first { $0.title == title }?.text ?? ""
            var tab = Tab(document: BlueprintDocument(title: title, text: text))
            tab.isInBookmarks = entry[Key.bookmarked] as? Bool ?? false
            return tab
        }
        let selected = activity.userInfo?[Key.selectedTab] as? Int ?? 0
        selectedTabIndex = openTabs.indices.contains(selected) ? selected : 0
        isShowingNotes = activity.userInfo?[Key.showingNotes] as? Bool ?? false
        untitledCount = openTabs.compactMap { tab in
            tab.document.title.hasPrefix("Untitled ") ? Int(tab.document.title.dropFirst("Untitled ".count)) : nil
        }.max() ?? 0
        if editorView != nil { switchDocument {} }
    }

    /// Gives every tab its saved selection and scroll offset, and the shown one its keyboard focus.
    public func restoreInteractionState(from activity: NSUserActivity) {
        guard let states = activity.userInfo?[Key.interactionStates] as? [Any] else { return }
        for (index, state) in zip(openTabs.indices, states) {
            openTabs[index].interactionState = state as? TextViewInteractionState
        }
        guard let editorView, openTabs.indices.contains(selectedTabIndex), !isShowingNotes,
              let state = openTabs[selectedTabIndex].interactionState else { return }
        editorView.textView.interactionState = state
    }
}
