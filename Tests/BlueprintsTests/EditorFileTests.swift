import BlueprintsApp
import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Opening the user's own files, editing them and saving them back, as a text editor must.
@MainActor
@Suite(.serialized)
struct EditorFileTests {
    @Test func openEditSaveAndReopenKeepsEveryByte() throws {
        let original = "Shed plan\r\nNaïve café — 2.4 m × 1.8 m\n\u{1F6E0} tools\n"
        let url = try temporaryFile("plan.txt", Array(original.utf8))
        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        editor.open([url])
        #expect(editor.currentTab.document.title == "plan.txt")
        #expect(editor.documentTextView.text == original)
        #expect(host.windows[0].windowScene?.title == "plan.txt")
        #expect(editor.fileMessage == nil)

        editor.documentTextView.becomeFirstResponder()
        editor.documentTextView.select(0..<0)
        host.type("Oak ")
        #expect(editor.currentTab.isEdited)
        #expect(host.windows[0].windowScene?.title == "*plan.txt", "an unsaved change shows in the title")

        #expect(host.press("s", modifiers: .command))
        #expect(!editor.currentTab.isEdited)
        #expect(host.windows[0].windowScene?.title == "plan.txt")
        #expect(try Data(contentsOf: url) == Data(("Oak " + original).utf8))

        // Opening the same file again selects its tab instead of a second copy.
        host.press("t", modifiers: .command)
        editor.open([url])
        #expect(editor.openTabs.filter { $0.document.fileURL == url.standardizedFileURL }.count == 1)
        #expect(editor.documentTextView.text == "Oak " + original)
    }

    @Test func nonUTF8IsReadAsLatin1AndTheUserIsTold() throws {
        let url = try temporaryFile("latin.txt", [0x63, 0x61, 0x66, 0xE9, 0x0A])  // "café\n" in Latin-1
        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        editor.open([url])
        #expect(editor.documentTextView.text == "café\n")
        #expect(editor.fileMessage?.contains("Latin-1") == true)
    }

    @Test func severalFilesOpenAtOnceEachInItsTabWithItsOwnText() throws {
        let first = try temporaryFile("first.txt", Array("First file\nwith two lines\n".utf8))
        let second = try temporaryFile("second.txt", [0x4E, 0x61, 0xEF, 0x76, 0x65, 0x0A])  // "Naïve\n" in Latin-1
        let third = try temporaryFile("third.txt", Array("Third: ß 中文 😀\n".utf8))
        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        editor.open([first, second, third])
        #expect(editor.currentTab.document.title == "third.txt")
        #expect(editor.documentTextView.text == "Third: ß 中文 😀\n")
        let texts = Dictionary(uniqueKeysWithValues: editor.openTabs.indices.map { (editor.openTabs[$0].document.title, editor.document(atTab: $0).text) })
        #expect(texts["first.txt"] == "First file\nwith two lines\n")
        #expect(texts["second.txt"] == "Naïve\n")
        #expect(editor.fileMessage?.contains("'second.txt' is not UTF-8") == true)
        // Showing another tab and coming back keeps each text.
        let firstIndex = try #require(editor.openTabs.firstIndex { $0.document.title == "first.txt" })
        editor.selectTab(at: firstIndex)
        #expect(editor.documentTextView.text == "First file\nwith two lines\n")
        editor.selectTab(at: editor.openTabs.count - 1)
        #expect(editor.documentTextView.text == "Third: ß 中文 😀\n")
    }

    @Test func binaryAndMissingFilesAreRefusedWithAMessageAndNothingElseChanges() throws {
        let binary = try temporaryFile("image.png", [0x89, 0x50, 0x4E, 0x47, 0x00, 0x00, 0x01])
        let missing = binary.deletingLastPathComponent().appendingPathComponent("gone.txt")
        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        let tabs = editor.openTabs.map(\.document.title)
        editor.open([binary, missing])
        #expect(editor.openTabs.map(\.document.title) == tabs)
        let message = try #require(editor.fileMessage)
        #expect(message.contains("'\(binary.path)' is not a text file"))
        #expect(message.contains("Cannot open '\(missing.path)': no such file"))
        #expect(try Data(contentsOf: binary) == Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0x00, 0x01]), "nothing is written over it")
    }

    @Test func unsavedEditsOfAFileSurviveACrashAndQuittingAsksAboutThem() throws {
        let url = try temporaryFile("notes.txt", Array("first line\n".utf8))
        let directory = temporaryStateDirectory()
        let first = launchBlueprints(restoringFrom: directory)
        let editor = try #require(first.editor(0))
        editor.open([url])
        editor.documentTextView.becomeFirstResponder()
        editor.documentTextView.select(0..<0)
        first.type("unsaved ")
        // The periodic save, then the process dies (no quit): the edit comes back, still unsaved.
        #expect(first.application.saveSceneState())

        let second = launchBlueprints(restoringFrom: directory)
        let restored = try #require(second.editor(0))
        let index = try #require(restored.openTabs.firstIndex { $0.document.fileURL == url.standardizedFileURL })
        #expect(restored.document(atTab: index).text == "unsaved first line\n")
        #expect(restored.openTabs[index].isEdited)
        #expect(try Data(contentsOf: url) == Data("first line\n".utf8), "relaunching never writes the file")

        // Quitting asks; Cancel keeps the app, Save writes the file and quits.
        second.press("q", modifiers: .command)
        #expect(second.alert?.title == "Save changes to 'notes.txt' before closing?")
        #expect(second.chooseAlertAction("Cancel"))
        #expect(!second.isTerminated)
        second.press("q", modifiers: .command)
        #expect(second.chooseAlertAction("Save"))
        #expect(second.isTerminated)
        #expect(try Data(contentsOf: url) == Data("unsaved first line\n".utf8))
    }

    @Test func dontSaveOnQuitReopensTheFileAsSaved() throws {
        let url = try temporaryFile("plan.txt", Array("plan\n".utf8))
        let directory = temporaryStateDirectory()
        let first = launchBlueprints(restoringFrom: directory)
        let editor = try #require(first.editor(0))
        editor.open([url])
        editor.documentTextView.becomeFirstResponder()
        first.type("x")
        first.press("q", modifiers: .command)
        #expect(first.chooseAlertAction("Don't Save"))
        #expect(first.isTerminated)
        #expect(try Data(contentsOf: url) == Data("plan\n".utf8))

        let second = launchBlueprints(restoringFrom: directory)
        let restored = try #require(second.editor(0))
        let index = try #require(restored.openTabs.firstIndex { $0.document.fileURL == url.standardizedFileURL })
        #expect(restored.document(atTab: index).text == "plan\n")
        #expect(!restored.openTabs[index].isEdited)
    }
}

/// Another program changing an open file is noticed, and unsaved work is never replaced.
@MainActor
@Suite(.serialized)
struct EditorFileOnDiskTests {
    @Test func anUnchangedTabReloadsAnEditedOneKeepsTheUsersTextAndSaysSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("blueprints-disk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let quiet = folder.appendingPathComponent("quiet.txt"), busy = folder.appendingPathComponent("busy.txt")
        try Data("old\n".utf8).write(to: quiet)
        try Data("mine\n".utf8).write(to: busy)
        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        editor.open([quiet, busy])
        editor.documentTextView.becomeFirstResponder()
        editor.documentTextView.select(0..<0)
        host.type("my edit ")

        // Another program writes both files (a second later, so the dates differ on any file system).
        let later = Date().addingTimeInterval(5)
        try Data("new\n".utf8).write(to: quiet)
        try Data("theirs\n".utf8).write(to: busy)
        for url in [quiet, busy] { try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: url.path) }
        editor.checkFilesOnDisk()

        let quietIndex = try #require(editor.openTabs.firstIndex { $0.document.fileURL == quiet.standardizedFileURL })
        #expect(editor.document(atTab: quietIndex).text == "new\n")
        #expect(editor.documentTextView.text == "my edit mine\n", "the edited tab keeps the user's text")
        let message = try #require(editor.fileMessage)
        #expect(message.contains("'quiet.txt' changed on disk and was reloaded."))
        #expect(message.contains("'busy.txt' changed on disk. Saving will replace those changes with yours."))

        // Noticed once; a deleted file is noticed too.
        editor.checkFilesOnDisk()
        try FileManager.default.removeItem(at: quiet)
        editor.checkFilesOnDisk()
        #expect(editor.fileMessage == "'quiet.txt' was moved or deleted on disk; Save writes it again.")
    }
}

/// File ▸ Open Recent lists the files opened or saved last, newest first, across launches.
@MainActor
@Suite(.serialized)
struct RecentDocumentsTests {
    @Test func openRecentListsNewestFirstOpensAndClears() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("blueprints-recent-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let one = folder.appendingPathComponent("one.txt"), two = folder.appendingPathComponent("two.txt")
        try Data("1\n".utf8).write(to: one)
        try Data("2\n".utf8).write(to: two)
        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        editor.open([one])
        editor.open([two])
        #expect(host.mainMenuTitles(["File", "Open Recent"]) == ["two.txt", "one.txt", "Clear Menu"])

        host.press("w", modifiers: .command)  // two.txt closes; reopening it from the menu brings it back
        #expect(host.performMainMenuItem(["File", "Open Recent", "two.txt"]))
        #expect(editor.currentTab.document.title == "two.txt")

        #expect(host.performMainMenuItem(["File", "Open Recent", "Clear Menu"]))
        #expect(host.mainMenuTitles(["File", "Open Recent"]) == ["Clear Menu"])
    }
}

/// The title menu works on the file the user opened: the title is its name, Rename renames it,
/// and sharing never writes unsaved text over it.
@MainActor
@Suite(.serialized)
struct OpenedFileTitleMenuTests {
    @Test func renameRenamesTheOpenedFileAndSharingLeavesItAsSaved() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("blueprints-title-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("deck.md")
        try Data("deck\n".utf8).write(to: url)
        let host = launchBlueprints()
        let editor = try #require(host.editor(0))
        editor.open([url])
        #expect(host.navigationItem?.title == "deck.md")
        #expect(host.navigationItem?.documentProperties?.url == url.standardizedFileURL)
        editor.documentTextView.becomeFirstResponder()
        editor.documentTextView.select(0..<0)
        host.type("unsaved ")
        _ = host.dragTitle()
        #expect(try Data(contentsOf: url) == Data("deck\n".utf8), "dragging the title writes nothing over the file")

        host.openTitleMenu()
        #expect(host.chooseTitleMenuItem(["Rename"]))
        #expect(host.navigationItem?.renameField?.selectedText == "deck")
        host.type("terrace")
        #expect(host.pressEnter())
        let renamed = folder.appendingPathComponent("terrace.md")
        #expect(editor.currentTab.document.fileURL == renamed.standardizedFileURL)
        #expect(editor.currentTab.document.title == "terrace.md")
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(try Data(contentsOf: renamed) == Data("deck\n".utf8), "renaming moves the saved file; the edit stays unsaved")
        #expect(editor.currentTab.isEdited)
    }
}
