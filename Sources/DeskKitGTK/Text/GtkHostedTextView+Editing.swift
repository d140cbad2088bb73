import CGtk
import DeskKit
import Foundation

// MARK: - Edits in both directions

extension GtkHostedTextView: UITextViewTextMirror {
    /// A core edit (undo, replace, paste, a typed edit forwarded from GTK) about to be applied:
    /// the buffer follows it, back to front so earlier ranges keep their offsets.
    package func textView(_ textView: UITextView, willApply edits: TextEditBatch) {
        let text = textView.textStorage
        let bufferIsStorage = activeBufferCopy != nil && edits.count <= Self.editsReloadThreshold
        if isForwardingGtkEdit || bufferIsStorage {
            // GTK applies this edit itself once the core has it, or the storage reading the
            // buffer (``GtkBufferTextCopy``) makes it there: only the offsets follow.
            for index in edits.ranges.indices.reversed() {
                follow(edits.ranges[index], replacement: edits.replacement(at: index), in: text)
            }
            return
        }
        if edits.count > Self.editsReloadThreshold {
            // Thousands of scattered edits (a replace-all): loading the new text afresh is
            // quicker than as many buffer edits.
            GtkIdle.run(priority: Self.loadingPriority) { [weak self] in self?.load() }
            loadedBytes = 0
            return
        }
        for index in edits.ranges.indices.reversed() {
            apply(edits.ranges[index], replacement: edits.replacement(at: index), in: text)
        }
    }

    package func textViewDidReplaceAllText(_ textView: UITextView) {
        load()
    }

    package func textViewDidAppendLoadedText(_ textView: UITextView) {
        continueLoading()
    }

    package func textViewNeedsDisplay(_ textView: UITextView) {
        onNeedsDisplay?()
    }

    /// Edits that are applied to the buffer one by one; a larger batch reloads the text.
    static var editsReloadThreshold: Int { 256 }

    /// Moves the offsets past one edit of the old `text`.
    private func follow(_ range: Range<Int>, replacement: ArraySlice<UInt8>, in text: TextStorage) {
        let removed = GtkCharacterOffsets.characters(in: text, from: range.lowerBound, to: range.upperBound)
        offsets.replace(range, removedCharacters: removed, insertedBytes: replacement.count,
                        insertedCharacters: GtkCharacterOffsets.characters(in: replacement))
        loadedBytes += replacement.count - range.count
    }

    /// Applies one core edit of the old `text` to the buffer, as far as the buffer is loaded.
    private func apply(_ range: Range<Int>, replacement: ArraySlice<UInt8>, in text: TextStorage) {
        guard range.lowerBound < loadedBytes || (range.lowerBound == loadedBytes && isLoaded) else {
            return  // past what is loaded: the loader copies the new bytes when it gets there
        }
        let start = offsets.characterOffset(ofByte: range.lowerBound, in: text)
        var first = GtkTextIter()
        var last = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &first, Int32(clamping: start))
        if range.upperBound > loadedBytes {
            // Straddles the loaded end: cut the buffer there and let the loader go on from the edit.
            gtk_text_buffer_get_end_iter(buffer, &last)
            changeBuffer { gtk_text_buffer_delete(buffer, &first, &last) }
            let removed = GtkCharacterOffsets.characters(in: text, from: range.lowerBound, to: loadedBytes)
            offsets.replace(range.lowerBound..<loadedBytes, removedCharacters: removed, insertedBytes: 0, insertedCharacters: 0)
            loadedBytes = range.lowerBound
            return
        }
        let removed = GtkCharacterOffsets.characters(in: text, from: range.lowerBound, to: range.upperBound)
        let inserted = GtkCharacterOffsets.characters(in: replacement)
        changeBuffer {
            if removed > 0 {
                gtk_text_buffer_get_iter_at_offset(buffer, &last, Int32(clamping: start + removed))
                gtk_text_buffer_delete(buffer, &first, &last)
            }
            if !replacement.isEmpty {
                replacement.withUnsafeBufferPointer { insert($0, at: &first) }
            }
        }
        offsets.replace(range, removedCharacters: removed, insertedBytes: replacement.count, insertedCharacters: inserted)
        loadedBytes += replacement.count - range.count
        shownSelection = nil
    }

    // MARK: - From GTK

    func connectSignals() {
        let rawBuffer = UnsafeMutableRawPointer(buffer)
        GtkSignal.connectInsertText(rawBuffer) { [weak self] iter, bytes in
            guard let self, !self.isApplyingCoreChange, let iter else { return }
            let location = iter.assumingMemoryBound(to: GtkTextIter.self)
            let offset = self.byteOffset(of: location)
            self.forwardGtkEdit(offset..<offset, with: Array(bytes), signal: "insert-text", iters: [location])
        }
        GtkSignal.connectPointerPair(rawBuffer, "delete-range") { [weak self] start, end in
            guard let self, !self.isApplyingCoreChange, let start, let end else { return }
            let (first, last) = (start.assumingMemoryBound(to: GtkTextIter.self), end.assumingMemoryBound(to: GtkTextIter.self))
            let from = self.byteOffset(of: first)
            let to = self.byteOffset(of: last)
            self.forwardGtkEdit(min(from, to)..<max(from, to), with: [], signal: "delete-range", iters: [first, last])
        }
        GtkSignal.connectPointerPair(rawBuffer, "mark-set") { [weak self] _, mark in
            guard let self, !self.isApplyingCoreChange, let mark else { return }
            let moved = mark.assumingMemoryBound(to: GtkTextMark.self)
            guard moved == gtk_text_buffer_get_insert(self.buffer) || moved == gtk_text_buffer_get_selection_bound(self.buffer) else { return }
            self.selectionMovedInGtk()
        }
        connectViewControllers()
    }

    /// Hands an edit typed in GTK to the core before GTK applies it; stops GTK when the core
    /// refuses it (not editable), so the two never differ. While a text loads, edits land in the
    /// part loaded (all GTK holds), and the chunks after it follow. A storage
    /// reading the buffer makes the edit there itself: then GTK is stopped too, with its
    /// `iters` set where its own edit would have left them (after the text, or at the deletion).
    private func forwardGtkEdit(_ range: Range<Int>, with bytes: [UInt8], signal: String, iters: [UnsafeMutablePointer<GtkTextIter>]) {
        guard let textView, loadedBytes > 0 || isLoaded else {
            g_signal_stop_emission_by_name(UnsafeMutableRawPointer(buffer), signal)
            return
        }
        isForwardingGtkEdit = true
        forwardedEditEnd = nil
        let applied = textView.applyPlatformEdit(replacing: range, with: bytes)
        isForwardingGtkEdit = false
        if applied {
            shownSelection = textView.selectedByteRange
        }
        if let end = forwardedEditEnd {
            forwardedEditEnd = nil
            for iter in iters { gtk_text_buffer_get_iter_at_offset(buffer, iter, Int32(clamping: end)) }
            g_signal_stop_emission_by_name(UnsafeMutableRawPointer(buffer), signal)
        } else if !applied {
            g_signal_stop_emission_by_name(UnsafeMutableRawPointer(buffer), signal)
        }
    }

    /// The caret or selection moved in GTK (click, arrow keys, a selection gesture).
    func selectionMovedInGtk() {
        guard let textView, let selection = gtkSelection() else { return }
        shownSelection = selection
        textView.applyPlatformSelection(selection)
    }

    /// GTK's selection as a byte range of the core's text.
    func gtkSelection() -> Range<Int>? {
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_selection_bounds(buffer, &start, &end)
        let from = byteOffset(of: &start)
        let to = byteOffset(of: &end)
        return min(from, to)..<max(from, to)
    }

    private func connectViewControllers() {
        let focus = UnsafeMutableRawPointer(gtk_event_controller_focus_new()!)
        GtkSignal.connect(focus, "enter") { [weak self] in self?.onFocus?() }
        gtk_widget_add_controller(view, cgtk_event_controller(focus))

        // A secondary click shows DeskKit's edit menu instead of GtkTextView's own.
        let click = gtk_gesture_click_new()!
        let clickRaw = UnsafeMutableRawPointer(click)
        gtk_gesture_single_set_button(cgtk_gesture_single(clickRaw), 3)
        gtk_event_controller_set_propagation_phase(cgtk_event_controller(clickRaw), GTK_PHASE_CAPTURE)
        GtkSignal.connectClick(clickRaw, "pressed") { [weak self] _, x, y in
            guard let self else { return }
            gtk_gesture_set_state(cgtk_gesture(clickRaw), GTK_EVENT_SEQUENCE_CLAIMED)
            self.onSecondaryClick?(self.pointInParent(x: x, y: y), false)
        }
        GtkSignal.connectClick(clickRaw, "released") { [weak self] _, x, y in
            guard let self else { return }
            self.onSecondaryClick?(self.pointInParent(x: x, y: y), true)
        }
        gtk_widget_add_controller(view, cgtk_event_controller(clickRaw))

        // The text wraps at the view's width, yet GTK scrolls sideways to show the caret while
        // lines laid out at an earlier, wider width still count: a wrapped text keeps its left edge.
        let sideways = gtk_scrolled_window_get_hadjustment(cgtk_scrolled_window(widget))!
        GtkSignal.connect(UnsafeMutableRawPointer(sideways), "value-changed") {
            if gtk_adjustment_get_value(sideways) != 0 { gtk_adjustment_set_value(sideways, 0) }
        }

        let adjustment = gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(widget))!
        // Scrolling, and a new size or layout (the page or the text's height changed), show
        // other lines: their results are tagged then. The height changes all through GTK's
        // background layout of a large text, which a sync each time would slow down.
        GtkSignal.connect(UnsafeMutableRawPointer(adjustment), "value-changed") { [weak self] in
            self?.onNeedsSync?(true)
        }
        GtkSignal.connect(UnsafeMutableRawPointer(adjustment), "changed") { [weak self] in
            self?.onNeedsSync?(false)
        }
    }

    /// A point of the GtkTextView in the coordinates of the overlay it is placed in.
    func pointInParent(x: Double, y: Double) -> CGPoint {
        var outX = 0.0, outY = 0.0
        if let parent = gtk_widget_get_parent(widget) {
            _ = gtk_widget_translate_coordinates(view, parent, x, y, &outX, &outY)
        }
        return CGPoint(x: outX, y: outY)
    }
}
