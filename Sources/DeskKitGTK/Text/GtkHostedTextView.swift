import CGtk
import DeskKit
import Foundation

/// Shows a core `UITextView` with GTK's own GtkTextView (in a GtkScrolledWindow), laid over the
/// window's drawn content where the core placed the view.
///
/// GTK brings what users expect of text on Linux: input methods, incremental layout of what is
/// visible, selection gestures, scrolling, and the text's accessibility. The core's storage stays
/// the source of truth: the buffer is a mirror, loaded in chunks between frames, edited in step
/// with every core edit, and every edit typed in GTK goes through the core (and its undo) first.
/// A large document's storage lets go of its own bytes once loaded and left alone, reading and
/// editing the buffer instead (``GtkBufferTextCopy``), so the text is held once.
@MainActor
package final class GtkHostedTextView: GtkOverlaidWidget {
    package private(set) weak var textView: UITextView?
    /// The GtkScrolledWindow placed over the drawn content.
    package let widget: UnsafeMutablePointer<GtkWidget>
    /// The GtkTextView inside it.
    package let view: UnsafeMutablePointer<GtkWidget>
    package let buffer: UnsafeMutablePointer<GtkTextBuffer>
    var offsets = GtkCharacterOffsets()
    /// Bytes of the core's text in the buffer so far: all of them once loading finished.
    package internal(set) var loadedBytes = 0
    /// Bumped by each new load, so chunks of an abandoned one stop.
    private var loadGeneration = 0
    /// Set once GTK's accessibility layer has connected to the buffer (or is not coming): the
    /// text is loaded only from then on (see ``load()``).
    private var mayLoad = false
    /// Handlers of the buffer's "insert-text" before GTK's accessibility layer connects: its own
    /// handler is one more.
    private var insertHandlersBeforeAccessibility = 0
    /// Set while DeskKit changes the buffer, so its signals are not taken for the user's edits.
    var isApplyingCoreChange = false
    /// Set while an edit typed in GTK is applied to the core, so the mirror does not copy it back.
    var isForwardingGtkEdit = false
    /// Where an edit typed in GTK ended (a character offset) when the core applied it to the
    /// buffer itself, as it does while its storage reads the buffer: GTK must not apply it again.
    var forwardedEditEnd: Int?
    /// The storage that let go of its bytes to this buffer, and what it reads instead.
    weak var releasedStorage: InMemoryTextStorage?
    var bufferCopy: GtkBufferTextCopy?
    /// Set while a poll waits for the text to be left alone before releasing the storage.
    var isWaitingToRelease = false
    /// Where the widget sits, in the drawing area's coordinates; nil while hidden.
    var placement: CGRect?
    /// The last core state made visible in GTK.
    var shownSelection: Range<Int>?
    var scrolledRange: Range<Int>?
    var decoratedRanges: [GtkDrawnTextDecoration.Style: [Range<Int>]] = [:]
    /// The text's version and the bytes loaded when ``decoratedRanges`` were tagged: while both
    /// stay, those ranges are exactly where the tags are.
    var decoratedState: (version: Int, loadedBytes: Int)?
    /// What the last sync decorated, and the selection then; turned into rectangles only when
    /// asked (``decorations``), as laying out a screen of results costs more than tagging them.
    var recordedDecorations: (ranges: [GtkDrawnTextDecoration.Style: [Range<Int>]], selection: Range<Int>) = ([:], 0..<0)
    let foundTag: UnsafeMutablePointer<GtkTextTag>
    let highlightedTag: UnsafeMutablePointer<GtkTextTag>
    let markedTag: UnsafeMutablePointer<GtkTextTag>
    let scrollMark: UnsafeMutablePointer<GtkTextMark>
    /// The view's own CSS class and rules (font, text colour, scroll bars), and the margins shown.
    let styleClass: String
    let styleProvider: UnsafeMutablePointer<GtkCssProvider>
    var shownCSS = ""
    var shownMargins: [Int32] = []
    var shownAlignment: NSTextAlignment?
    var shownVerticalIndicator: Bool?
    /// Asks the presenter to sync this view after GTK changed what shows (scrolling, loading);
    /// `promptly` when the user waits for it (lines scrolled into view), not for a layout that
    /// only grew below.
    var onNeedsSync: (@MainActor (_ promptly: Bool) -> Void)?
    /// The core view changed what shows (selection, results, marks): sync it, and anything
    /// that follows it, such as the find bar.
    var onNeedsDisplay: (@MainActor () -> Void)?
    /// A secondary click (or a long press) at a point of the drawing area.
    var onSecondaryClick: (@MainActor (CGPoint, _ released: Bool) -> Void)?
    /// The GTK text view took the keyboard focus.
    var onFocus: (@MainActor () -> Void)?

    /// Bytes inserted synchronously when a text is first shown: more than any screen holds.
    static let firstChunk = 64 << 10
    /// Bytes inserted per idle turn while a large text loads: 1–2 ms of GtkTextBuffer work, the
    /// most a key pressed meanwhile waits for (at 512 KB, frames while loading took up to 11 ms).
    static let chunk = 128 << 10
    /// How far past a chunk's end a paragraph is still loaded whole (``paragraphEnd(in:after:)``).
    static let wholeParagraphReach = 512 << 10
    /// Texts from this size on are held once, in the buffer, while nothing needs them whole.
    package static var releaseThreshold = 4 << 20
    /// How long a text must go without edits and whole-text reads before its storage lets go.
    package static var releaseDelayMilliseconds: UInt32 = 1000

    /// Loading runs after GTK's frames but before GtkTextView's background layout (which waits
    /// at `G_PRIORITY_HIGH_IDLE + 25`): behind the layout it advanced only as fast as the layout
    /// went, so a 100 MB text took about a minute to load and stayed read-only meanwhile.
    static let loadingPriority = G_PRIORITY_HIGH_IDLE + 24

    init(textView: UITextView) {
        self.textView = textView
        widget = gtk_scrolled_window_new()
        view = gtk_text_view_new()
        buffer = gtk_text_view_get_buffer(cgtk_text_view(view))
        gtk_scrolled_window_set_child(cgtk_scrolled_window(widget), view)
        // The text wraps, so it never scrolls sideways (even while a narrow frame passes through).
        gtk_scrolled_window_set_policy(cgtk_scrolled_window(widget), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        // A document's scroll bar stays shown, telling where in a long text the screen is. The
        // overlay kind fades in and out after every scroll, and its animation kept GTK drawing a
        // frame every 16 ms for a second after each find result was scrolled to, so the next
        // typed key waited for a frame slot.
        gtk_scrolled_window_set_overlay_scrolling(cgtk_scrolled_window(widget), cgtk_false)
        g_object_ref_sink(widget)
        gtk_widget_add_css_class(view, "deskkit-text")
        Self.count += 1
        styleClass = "deskkit-text-\(Self.count)"
        gtk_widget_add_css_class(view, styleClass)
        gtk_widget_add_css_class(widget, styleClass)
        styleProvider = gtk_css_provider_new()!
        gtk_style_context_add_provider_for_display(gtk_widget_get_display(view), OpaquePointer(styleProvider),
                                                   UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        let text = cgtk_text_view(view)
        gtk_text_view_set_wrap_mode(text, GTK_WRAP_WORD_CHAR)
        // The core keeps the undo history, so GTK's own would undo edits the core never saw undone.
        gtk_text_buffer_set_enable_undo(buffer, cgtk_false)
        foundTag = Self.tag("deskkit-found", GtkPresenter.foundColor)
        markedTag = Self.tag("deskkit-marked", GtkPresenter.markedColor)
        highlightedTag = Self.tag("deskkit-highlighted", GtkPresenter.highlightedColor)
        let table = gtk_text_buffer_get_tag_table(buffer)
        for tag in [markedTag, foundTag, highlightedTag] {
            _ = gtk_text_tag_table_add(table, tag)
            g_object_unref(UnsafeMutableRawPointer(tag))
        }
        var start = GtkTextIter()
        gtk_text_buffer_get_start_iter(buffer, &start)
        scrollMark = gtk_text_buffer_create_mark(buffer, "deskkit-scroll", &start, cgtk_true)!
        textView.textMirror = self
        connectSignals()
        insertHandlersBeforeAccessibility = unblockedHandlerCount(of: Self.bufferChangeSignals[0])
        GtkSignal.connect(UnsafeMutableRawPointer(view), "realize") { [weak self] in
            self?.loadOnceAccessibilityConnects()
        }
        load()
    }

    /// GTK's accessibility layer announces a text view's whole text as inserted when it connects
    /// to the buffer, some milliseconds after the view is realized (once the view is registered
    /// on the accessibility bus): text loaded before then would be read out to a screen reader
    /// (at 100 MB, the 0.6 MB loaded by then when loading began at the first idle turn). So
    /// loading waits for that connection, or a quarter of a second where no bus answers.
    private func loadOnceAccessibilityConnects() {
        guard !mayLoad else { return }
        let deadline = g_get_monotonic_time() + 250_000
        let disabled = ProcessInfo.processInfo.environment["GTK_A11Y"] == "none"
        GtkIdle.poll(everyMilliseconds: 2) { [weak self] in
            guard let self, !self.mayLoad else { return true }
            let connected = self.unblockedHandlerCount(of: Self.bufferChangeSignals[0]) > self.insertHandlersBeforeAccessibility
            guard connected || disabled || g_get_monotonic_time() >= deadline else { return false }
            self.mayLoad = true
            self.load()
            return true
        }
    }

    isolated deinit {
        gtk_style_context_remove_provider_for_display(gtk_widget_get_display(view), OpaquePointer(styleProvider))
        g_object_unref(UnsafeMutableRawPointer(styleProvider))
        g_object_unref(widget)
    }

    /// Text views made so far, for their CSS class names.
    private static var count = 0

    private static func tag(_ name: String, _ color: GtkRGBA) -> UnsafeMutablePointer<GtkTextTag> {
        cgtk_text_tag_new_with_background(name, color.red, color.green, color.blue, color.alpha)
    }

    /// Removes the widget from its parent overlay (before the window goes).
    func detach() {
        reclaimStorage()
        loadGeneration += 1
        if textView?.textMirror === self { textView?.textMirror = nil }
        if let parent = gtk_widget_get_parent(widget) {
            gtk_overlay_remove_overlay(cgtk_overlay(parent), widget)
        }
    }

    // MARK: - Loading

    /// Copies the core's whole text into the buffer: the first screen now, the rest in chunks
    /// between frames, so a large document shows at once and the window stays responsive.
    func load() {
        // A storage reading the buffer takes its bytes back before the buffer is emptied.
        reclaimStorage()
        loadGeneration += 1
        offsets.reset()
        loadedBytes = 0
        shownSelection = nil
        scrolledRange = nil
        decoratedRanges = [:]
        decoratedState = nil
        changeBuffer { withoutAccessibilityChangeEvents { gtk_text_buffer_set_text(buffer, "", 0) } }
        guard mayLoad else { return }
        loadNextChunk(maxBytes: Self.firstChunk)
        scheduleNextChunk(generation: loadGeneration)
    }

    /// Goes on loading after the text grew at its end (the rest of a file read meanwhile): what
    /// the buffer holds stays, and chunks follow from where it ends.
    func continueLoading() {
        guard mayLoad, !isLoaded else { return }
        // A new chain of chunks; one still running for the old end stops.
        loadGeneration += 1
        scheduleNextChunk(generation: loadGeneration)
    }

    package var isLoaded: Bool { loadedBytes >= (textView?.textStorage.utf8Count ?? 0) }

    private func scheduleNextChunk(generation: Int) {
        guard !isLoaded else {
            onNeedsSync?(true)
            releaseStorageWhenIdle()
            return
        }
        GtkIdle.run(priority: Self.loadingPriority) { [weak self] in
            guard let self, self.loadGeneration == generation else { return }
            self.loadNextChunk(maxBytes: Self.chunk)
            self.scheduleNextChunk(generation: generation)
        }
    }

    /// Appends up to `maxBytes` more of the core's text, ending on a character boundary.
    private func loadNextChunk(maxBytes: Int) {
        guard let textView else { return }
        let storage = textView.textStorage
        guard loadedBytes < storage.utf8Count else { return }
        let end = Self.paragraphEnd(in: storage, after: storage.scalarBoundary(atOrAfter: min(storage.utf8Count, loadedBytes + maxBytes)))
        let valid = storage.withBytes(in: loadedBytes..<end) { chunk in
            let length = chunk.count
            let valid = chunk.baseAddress!.withMemoryRebound(to: CChar.self, capacity: length) { start in
                g_utf8_validate(start, length, nil) != cgtk_false
            }
            guard valid else { return false }
            append(chunk)
            return true
        }
        guard valid else {
            // GtkTextBuffer holds only UTF-8: the text is shown with each bad byte as U+FFFD
            // (apps open files through a check that converts or refuses them first).
            loadGeneration += 1
            let snapshot = storage.snapshot()
            GtkIdle.run(priority: Self.loadingPriority) { [weak textView] in
                textView?.text = String(decoding: snapshot.bytes, as: UTF8.self)
            }
            return
        }
        let previousEnd = loadedBytes
        loadedBytes = end
        followSelectionPastLoadedEnd(previousEnd: previousEnd)
    }

    /// A selection reaching past what was loaded (Select All while a file is read) grows with
    /// each chunk: GTK's own would stay where loading was, and a key typed over it would replace
    /// only that part of what the user selected.
    private func followSelectionPastLoadedEnd(previousEnd: Int) {
        guard let selection = textView?.selectedByteRange, selection.upperBound > previousEnd,
              selection.lowerBound <= previousEnd else { return }
        var start = iter(atByte: selection.lowerBound)
        var end = iter(atByte: min(selection.upperBound, loadedBytes))
        changeBuffer { gtk_text_buffer_select_range(buffer, &end, &start) }
    }

    /// Appends a chunk of the text being loaded, leaving GTK's caret and selection where they
    /// were: a caret at the loaded end (where an empty buffer has it) would otherwise ride along
    /// with every chunk, and the user's first arrow key would jump to wherever loading had got.
    private func append(_ chunk: UnsafeBufferPointer<UInt8>) {
        let insertMark = gtk_text_buffer_get_insert(buffer)
        let boundMark = gtk_text_buffer_get_selection_bound(buffer)
        var caret = GtkTextIter(), bound = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &caret, insertMark)
        gtk_text_buffer_get_iter_at_mark(buffer, &bound, boundMark)
        let (caretOffset, boundOffset) = (gtk_text_iter_get_offset(&caret), gtk_text_iter_get_offset(&bound))
        gtk_text_buffer_get_end_iter(buffer, &end)
        changeBuffer {
            withoutAccessibilityChangeEvents { insert(chunk, at: &end) }
            gtk_text_buffer_get_iter_at_mark(buffer, &caret, insertMark)
            gtk_text_buffer_get_iter_at_mark(buffer, &bound, boundMark)
            if gtk_text_iter_get_offset(&caret) != caretOffset || gtk_text_iter_get_offset(&bound) != boundOffset {
                gtk_text_buffer_get_iter_at_offset(buffer, &caret, caretOffset)
                gtk_text_buffer_get_iter_at_offset(buffer, &bound, boundOffset)
                gtk_text_buffer_select_range(buffer, &caret, &bound)
            }
        }
    }

    /// Where the paragraph running at `offset` ends (after its line break), when that is at most
    /// ``wholeParagraphReach`` further: a paragraph is loaded whole. GTK 4.8 moving the caret with
    /// the arrow keys in a long paragraph that a later chunk extended could loop in Pango without end.
    static func paragraphEnd(in storage: TextStorage, after offset: Int) -> Int {
        let limit = min(storage.utf8Count, offset + wholeParagraphReach)
        guard offset < limit else { return offset }
        return storage.withBytes(in: offset..<limit) { bytes in
            bytes.firstIndex(of: UInt8(ascii: "\n")).map { offset + $0 + 1 } ?? offset
        }
    }

    /// Inserts UTF-8 bytes into the buffer at `iter`. GTK's accessibility layer copies the text
    /// of an insertion up to its first NUL, whatever length it is given (GTK 4.8), so the bytes
    /// are passed with a NUL after them: a slice of the text has none, and the copy would run on
    /// through the rest of the document, or off its end and crash the app.
    func insert(_ bytes: UnsafeBufferPointer<UInt8>, at iter: inout GtkTextIter) {
        Self.insert(bytes, into: buffer, at: &iter)
    }

    static func insert(_ bytes: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutablePointer<GtkTextBuffer>, at iter: inout GtkTextIter) {
        guard !bytes.isEmpty else { return }
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: bytes.count + 1) { terminated in
            bytes.withMemoryRebound(to: CChar.self) { _ = terminated.initialize(fromContentsOf: $0) }
            terminated[bytes.count] = 0
            gtk_text_buffer_insert(buffer, &iter, terminated.baseAddress, Int32(bytes.count))
        }
    }

    /// Runs a change of the buffer that GTK's accessibility layer should not announce: loading a
    /// document. GTK copies every insertion and deletion into an AT-SPI event; a document read in
    /// chunks would be sent to the accessibility bus whole, piece by piece (hundreds of megabytes
    /// queued, frames of half a second at 100 MB), and a screen reader could speak the pieces.
    /// Screen readers read the text itself, which is there as it loads.
    func withoutAccessibilityChangeEvents(_ body: () -> Void) {
        let blocked = Self.bufferChangeSignals.flatMap(blockUnblockedHandlers(of:))
        body()
        for handler in blocked { g_signal_handler_unblock(UnsafeMutableRawPointer(buffer), handler) }
    }

    /// Blocks every handler of the buffer's `signal` not blocked yet, and returns them. GLib blocks
    /// handlers "by signal" only given their function or data, which GTK's are not ours to know:
    /// they are found one at a time instead, each unblocked one in turn.
    private func blockUnblockedHandlers(of signal: guint) -> [gulong] {
        let instance = UnsafeMutableRawPointer(buffer)
        let unblocked = GSignalMatchType(rawValue: G_SIGNAL_MATCH_ID.rawValue | G_SIGNAL_MATCH_UNBLOCKED.rawValue)
        var blocked: [gulong] = []
        while case let handler = g_signal_handler_find(instance, unblocked, signal, 0, nil, nil, nil), handler != 0 {
            g_signal_handler_block(instance, handler)
            blocked.append(handler)
        }
        return blocked
    }

    /// How many handlers of the buffer's `signal` are connected and not blocked.
    private func unblockedHandlerCount(of signal: guint) -> Int {
        let handlers = blockUnblockedHandlers(of: signal)
        for handler in handlers { g_signal_handler_unblock(UnsafeMutableRawPointer(buffer), handler) }
        return handlers.count
    }

    private static let bufferChangeSignals: [guint] = {
        let type = gtk_text_buffer_get_type()
        return [g_signal_lookup("insert-text", type), g_signal_lookup("delete-range", type)]
    }()

    /// Runs a change of the buffer that DeskKit makes, with the user-edit signals ignored.
    func changeBuffer(_ body: () -> Void) {
        let was = isApplyingCoreChange
        isApplyingCoreChange = true
        body()
        isApplyingCoreChange = was
    }

    // MARK: - Offsets

    /// The character offset of a byte offset of the core's current text.
    func characterOffset(ofByte byteOffset: Int) -> Int {
        guard let textView else { return 0 }
        if let copy = activeBufferCopy { return copy.characterOffset(ofByte: byteOffset) }
        return offsets.characterOffset(ofByte: byteOffset, in: textView.textStorage)
    }

    /// The byte offset of a character offset of the buffer (the core's text is the same text).
    func byteOffset(ofCharacter characterOffset: Int) -> Int {
        guard let textView else { return 0 }
        if let copy = activeBufferCopy { return copy.byteOffset(ofCharacter: characterOffset) }
        return offsets.byteOffset(ofCharacter: characterOffset, in: textView.textStorage)
    }

    func iter(atByte byteOffset: Int) -> GtkTextIter {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &iter, Int32(clamping: characterOffset(ofByte: min(byteOffset, loadedBytes))))
        return iter
    }

    /// The character offsets of many byte offsets of the core's current text, converted together
    /// (see ``GtkCharacterOffsets/characterOffsets(ofBytes:in:)``).
    func characterOffsets(ofBytes byteOffsets: [Int]) -> [Int] {
        guard let textView else { return byteOffsets.map { _ in 0 } }
        if let copy = activeBufferCopy { return copy.characterOffsets(ofBytes: byteOffsets.map { min($0, loadedBytes) }) }
        return offsets.characterOffsets(ofBytes: byteOffsets.map { min($0, loadedBytes) }, in: textView.textStorage)
    }

    func byteOffset(of iter: UnsafePointer<GtkTextIter>) -> Int {
        byteOffset(ofCharacter: Int(gtk_text_iter_get_offset(iter)))
    }
}
