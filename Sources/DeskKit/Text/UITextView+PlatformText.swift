import Foundation

/// A platform widget that shows a text view's text from a copy of its own (GTK's text buffer).
///
/// The core's storage stays the source of truth: every change made through the view is announced
/// before the storage applies it, so the copy can follow edit by edit instead of reloading.
@MainActor
package protocol UITextViewTextMirror: AnyObject {
    /// `edits` (ordered ranges of the text as it is now) are about to be applied to the storage.
    func textView(_ textView: UITextView, willApply edits: TextEditBatch)
    /// The whole text was replaced at once (``UITextView/text`` set, a storage swapped in, a
    /// replace-all written as a new copy).
    func textViewDidReplaceAllText(_ textView: UITextView)
    /// The view's selection, results, marks or scroll target changed: show them.
    func textViewNeedsDisplay(_ textView: UITextView)
    /// The text grew at its end by the rest of a file being read (``UITextView/finishLoadingText(_:loadedCount:)``):
    /// what the copy holds is still the text's start.
    func textViewDidAppendLoadedText(_ textView: UITextView)
}

extension UITextView {
    /// Applies a batch to the storage, telling the mirror first; returns the inverse batch.
    @discardableResult
    func applyToStorage(_ edits: TextEditBatch) -> TextEditBatch {
        textMirror?.textView(self, willApply: edits)
        let inverse = applyKeepingUTF16Offsets(edits)
        textDidChangeByUser()
        return inverse
    }

    /// Replaces the storage's whole text, then tells the mirror.
    func replaceStorageBytes(with bytes: [UInt8]) {
        textStorage.replaceAllBytes(with: bytes)
        utf16OffsetsVersion = nil
        markedByteRange = nil
        textMirror?.textViewDidReplaceAllText(self)
    }

    /// Gives the view the whole text of a file it was shown the first `loadedCount` bytes of,
    /// while the rest was read: what was typed meanwhile stays (it is all in those first bytes),
    /// as do the selection and the undo history. Not an edit: the delegate is not told.
    /// A selection of all the text shown (Select All) grows to the whole text.
    /// `whole` is taken (left empty).
    package func finishLoadingText(_ whole: inout [UInt8], loadedCount: Int) {
        guard let storage = textStorage as? InMemoryTextStorage else { return }
        // The typing run goes on across the rest joining: its offsets are all in the first part,
        // and a run broken here would leave the keys typed before it out of the next undo.
        let runContinues = typingRun?.version == storage.version
        let selectsAll = storage.utf8Count > 0 && selectedByteRange == 0..<storage.utf8Count
        storage.finishLoading(&whole, loadedCount: loadedCount)
        if runContinues { typingRun?.version = storage.version }
        if selectsAll { selectedByteRange = 0..<storage.utf8Count }
        utf16OffsetsVersion = nil
        textMirror?.textViewDidAppendLoadedText(self)
        textDidChange()
    }

    /// An edit the platform widget made itself (typing, an input method's commit, deleting):
    /// recorded as typing, with its undo, unless the view is not editable or the delegate
    /// refuses it (``UITextViewDelegate/textView(_:shouldChangeTextIn:replacementText:)``).
    /// - Returns: Whether the edit was applied; when false the widget must not apply it either.
    @discardableResult
    package func applyPlatformEdit(replacing range: Range<Int>, with bytes: [UInt8]) -> Bool {
        guard range.lowerBound >= 0, range.upperBound <= textStorage.utf8Count else { return false }
        return type(bytes, replacing: range)
    }

    /// Selects a range the platform widget selected, without scrolling or redrawing twice.
    package func applyPlatformSelection(_ byteRange: Range<Int>) {
        guard byteRange != selectedByteRange else { return }
        selectionAnchor = nil
        select(byteRange)
    }
}
