import Foundation

// MARK: - Replacing found text

extension UITextView {
    /// Replaces one result; a range from before the last edit is refused as stale.
    ///
    /// For regular expressions `replacementText` is a template (`$1`, `${name}`); with
    /// ``UITextSearchOptions/preservesCase`` the replacement takes the found text's case.
    public func replace(foundTextRange: UITextRange, document: DocumentIdentifier?, withText replacementText: String) {
        guard isEditable, let range = foundTextRange as? TextRange, range.version == textStorage.version,
              let bytes = replacementBytes(for: range.byteRange, template: replacementText) else { return }
        replaceBytes(range.byteRange, with: bytes, actionName: "Replace")
    }

    /// Replaces every match of the query in one pass, as one undo step.
    public func replaceAll(queryString: String, options: UITextSearchOptions, withText replacementText: String) {
        guard isEditable, let pattern = try? TextSearchPattern(queryString, options: options),
              let template = try? pattern.replacementTemplate(replacementText) else { return }
        let scope = options.searchesSelectionOnly && !selectedByteRange.isEmpty ? selectedByteRange : nil
        if let storage = textStorage as? InMemoryTextStorage {
            // The storage applies the edits itself, in place when they shrink the text, so a
            // large document is not held twice.
            searchTask?.cancel()
            guard let edits = try? storage.bytes.withUnsafeBufferPointer({ (text) throws(CancellationError) in
                try pattern.replacementEdits(in: text, range: scope, with: template, preservesCase: options.preservesCase)
            }), !edits.isEmpty else { return }
            textMirror?.textView(self, willApply: edits)
            let inverse = storage.apply(edits)
            textViewDelegate?.textViewDidChange(self)
            moveHighlights(through: edits)
            registerBatchUndo(inverse, actionName: "Replace All")
            textDidChange()
            select(0..<0)
            return
        }
        let snapshot = textStorage.snapshot()
        guard let result = try? snapshot.bytes.withUnsafeBufferPointer({ (text) throws(CancellationError) in
            try pattern.replaceAll(in: text, range: scope, with: template, preservesCase: options.preservesCase)
        }), !result.inverse.isEmpty else { return }
        applyReplacedText(result.text, inverse: result.inverse, actionName: "Replace All")
    }

    private func applyReplacedText(_ newText: [UInt8], inverse: TextEditBatch, actionName: String) {
        replaceStorageBytes(with: newText)
        textViewDelegate?.textViewDidChange(self)
        registerBatchUndo(inverse, actionName: actionName)
        textDidChange()
        select(0..<0)
    }

    private func registerBatchUndo(_ inverse: TextEditBatch, actionName: String) {
        ownUndoManager.registerUndo(withTarget: self) { view in
            view.apply(inverse, actionName: actionName)
        }
        ownUndoManager.setActionName(actionName)
    }

    private func replacementBytes(for range: Range<Int>, template: String) -> [UInt8]? {
        guard let (query, options) = lastSearch,
              let pattern = try? TextSearchPattern(query, options: options),
              let compiled = try? pattern.replacementTemplate(template) else { return Array(template.utf8) }
        return try? textStorage.snapshot().bytes.withUnsafeBufferPointer { (text) throws(CancellationError) in
            try pattern.replacement(for: range, in: text, template: compiled, preservesCase: options.preservesCase)
        }
    }
}
