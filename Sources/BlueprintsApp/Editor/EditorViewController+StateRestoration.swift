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
                guard tab.isEdited else { return entry }
                entry[Key.edited] = true
                // A file's document keeps its unsaved text as a draft, which reopening it finds;
                // a tab without one (restored from an older archive) keeps its text here.
                let keptByDraft = tabDocuments[tab.id].map { $0.savesDrafts && $0.draftsDirectory != nil } ?? false
                if !keptByDraft, !tab.isReadWhenShown, textSize(atTab: index) <= Self.largestArchivedEdit {
                    entry[Key.text] = document(atTab: index).text
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
        if let textView = tabTextViews[openTabs[index].id] { return textView.textStorage.utf8Count }
        return openTabs[index].document.text.utf8.count
    }

    /// Restores the tabs, their texts and their saved selections; call before the view loads.
    /// A file's tab that was not edited reads its file when first shown. The shown tab's
    /// interaction state is applied in ``restoreInteractionState(from:)``, once its text is back.
    public func restoreContent(from activity: NSUserActivity) {
        guard let entries = activity.userInfo?[Key.tabs] as? [[String: Any]] else { return }
        let states = activity.userInfo?[Key.interactionStates] as? [Any] ?? []
        let selected = activity.userInfo?[Key.selectedTab] as? Int ?? 0
        // Saved positions of the tabs kept: a tab whose file is gone is left out, and the
        // selection and saved states still go to the tabs they were saved for.
        var keptPositions: [Int] = []
        openTabs = entries.indices.compactMap { position in
            guard var tab = restoredTab(from: entries[position]) else { return nil }
            tab.interactionState = states.indices.contains(position) ? states[position] as? TextViewInteractionState : nil
            keptPositions.append(position)
            return tab
        }
        selectedTabIndex = keptPositions.lastIndex { $0 <= selected } ?? 0
        isShowingNotes = activity.userInfo?[Key.showingNotes] as? Bool ?? false
        // The number of an untitled document is the one its title was made with, in any language.
        untitledCount = openTabs.compactMap { tab in
            let title = tab.document.title
            return title.split { !($0.isASCII && $0.isNumber) }.compactMap { Int($0) }.last { Self.untitledTitle($0) == title }
        }.max() ?? 0
        // The shown tab's file is read on another thread while the window is built.
        if openTabs.indices.contains(selectedTabIndex), currentTab.isReadWhenShown, let file = currentTab.document.fileURL {
            DocumentFile.preload(file)
        }
        if editorView != nil {
            loadCurrentText()
            refresh()
        }
    }

    /// One saved tab: a sample with its edited text, a file's tab with its unsaved text, or a
    /// file's tab to read when shown; nil when its file is gone and nothing unsaved was kept.
    private func restoredTab(from entry: [String: Any]) -> Tab? {
        guard let title = entry[Key.title] as? String else { return nil }
        var tab: Tab
        if let path = entry[Key.file] as? String {
            let file = URL(fileURLWithPath: path)
            if let text = entry[Key.text] as? String {
                tab = Tab(document: BlueprintDocument(title: title, text: text, fileURL: file))
                tab.isEdited = entry[Key.edited] as? Bool ?? true
            } else if DocumentFile.modificationDate(of: file) != nil || entry[Key.edited] as? Bool == true {
                // An edited file's unsaved text is in its draft, read with the file when shown
                // (a file gone since is opened from its draft alone).
                tab = Tab(document: BlueprintDocument(title: title, text: "", fileURL: file))
                tab.isReadWhenShown = true
                tab.isEdited = entry[Key.edited] as? Bool ?? false
            } else {
                return nil
            }
            tab.fileModificationDate = DocumentFile.modificationDate(of: file)
        } else {
            let text = entry[Key.text] as? String ?? SampleDocuments.all.first { $0.title == title }?.text ?? ""
            tab = Tab(document: BlueprintDocument(title: title, text: text))
        }
        tab.isInBookmarks = entry[Key.bookmarked] as? Bool ?? false
        return tab
    }

    /// Gives the shown tab its saved selection and scroll offset, and its keyboard focus.
    public func restoreInteractionState(from activity: NSUserActivity) {
        guard let editorView, openTabs.indices.contains(selectedTabIndex), !isShowingNotes,
              let state = currentTab.interactionState else { return }
        applyInteractionState(state, to: editorView.textView, ofTab: selectedTabIndex)
    }
}
