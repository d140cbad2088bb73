import Foundation

// MARK: - Replacing found text

extension UITextView {
    /// Replaces one result; a range from before the last edit is refused as stale.
    ///
    /// For regular expressions `replacementText` is a template (`$1`, `${name}`); with
    /// ``UITextSearchOptions/preservesCase`` the replacement takes the found text's case. A
    /// template the last search's pattern cannot fill is refused, as replace-all refuses it,
    /// and the reason kept in ``lastReplacementError``.
    public func replace(foundTextRange: UITextRange, document: DocumentIdentifier?, withText replacementText: String) {
        do throws(TextSearchError) {
            lastReplacementError = nil
            guard isEditable else { throw .documentIsReadOnly(documentName: nil) }
            guard let range = foundTextRange as? TextRange, range.version == textStorage.version else {
                throw .staleResults
            }
            let bytes = try replacementBytes(for: range.byteRange, template: replacementText)
            replaceBytes(range.byteRange, with: bytes, actionName: "Replace")
        } catch {
            lastReplacementError = error
        }
    }

    /// Asks the delegate before the find navigator replaces one result, as before a typed edit
    /// (``UITextViewDelegate/textView(_:shouldChangeTextIn:replacementText:)``, given the text
    /// that goes in, templates filled). Replace All is one edit of the app's own and is not
    /// asked match by match: a delegate called for each of a million matches would take seconds.
    public func shouldReplace(foundTextRange: UITextRange, document: DocumentIdentifier?, withText replacementText: String) -> Bool {
        guard let range = foundTextRange as? TextRange, range.version == textStorage.version,
              let bytes = try? replacementBytes(for: range.byteRange, template: replacementText) else {
            return true  // replacing refuses it with the reason
        }
        return shouldChangeText(in: range.byteRange, replacement: bytes)
    }

    /// Replaces every match of the query in one pass, as one undo step; a problem (an invalid
    /// pattern or template, a read-only view, places the pattern gave up at and so left as they
    /// were) is kept in ``lastReplacementError``.
    public func replaceAll(queryString: String, options: UITextSearchOptions, withText replacementText: String) {
        do {
            // Sets lastReplacementError itself where the pattern gave up somewhere.
            _ = try replaceAllMatches(queryString: queryString, options: options, withText: replacementText)
        } catch {
            lastReplacementError = error
        }
    }

    /// DeskKit addition: ``replaceAll(queryString:options:withText:)`` that throws what stops it.
    ///
    /// - Returns: how many matches were replaced. Where the pattern gave up (too much
    ///   backtracking) the text is left as it was, and ``lastReplacementError`` says where
    ///   (``TextSearchError/searchIncomplete(pattern:skippedPositions:line:column:)``).
    /// - Throws: ``TextSearchError/documentIsReadOnly(documentName:)``, or the pattern's or the
    ///   template's error, checked as every find and replace path checks them
    ///   (``TextSearchPattern/compileReplacement(query:options:template:)``).
    @discardableResult
    public func replaceAllMatches(
        queryString: String, options: UITextSearchOptions, withText replacementText: String
    ) throws(TextSearchError) -> Int {
        guard isEditable else { throw .documentIsReadOnly(documentName: nil) }
        let (pattern, template) = try TextSearchPattern.compileReplacement(
            query: queryString, options: options, template: replacementText)
        let scope = options.searchesSelectionOnly && !selectedByteRange.isEmpty ? selectedByteRange : nil
        lastReplacementError = nil
        return tellingInputDelegateOfTextChange {
            reportingSelectionChange { replaceAll(pattern, in: scope, with: template, preservesCase: options.preservesCase) }
        }
    }

    /// Replaces every match of a checked pattern in `scope` (the whole text when nil).
    /// - Returns: how many matches were replaced.
    private func replaceAll(_ pattern: TextSearchPattern, in scope: Range<Int>?, with template: ReplacementTemplate, preservesCase: Bool) -> Int {
        if let storage = textStorage as? InMemoryTextStorage {
            // The storage applies the edits itself, in place when they shrink the text, so a
            // large document is not held twice.
            searchTask?.cancel()
            guard let edits = try? storage.bytes.withUnsafeBufferPointer({ (text) throws(CancellationError) in
                let (edits, shortfall) = try pattern.replacementEdits(in: text, range: scope, with: template, preservesCase: preservesCase)
                lastReplacementError = pattern.error(for: shortfall, in: text)
                return edits
            }), !edits.isEmpty else { return 0 }
            textMirror?.textView(self, willApply: edits)
            let inverse = applyKeepingUTF16Offsets(edits)
            textDidChangeByUser()
            moveHighlights(through: edits)
            moveMarkedText(through: edits)
            registerBatchUndo(inverse, actionName: "Replace All")
            textDidChange()
            select(0..<0)
            return edits.count
        }
        let snapshot = textStorage.snapshot()
        guard let result = try? snapshot.bytes.withUnsafeBufferPointer({ (text) throws(CancellationError) in
            let result = try pattern.replaceAll(in: text, range: scope, with: template, preservesCase: preservesCase)
            lastReplacementError = pattern.error(for: result.shortfall, in: text)
            return result
        }), !result.inverse.isEmpty else { return 0 }
        applyReplacedText(result.text, inverse: result.inverse, actionName: "Replace All")
        return result.inverse.count
    }

    private func applyReplacedText(_ newText: [UInt8], inverse: TextEditBatch, actionName: String) {
        replaceStorageBytes(with: newText)
        textDidChangeByUser()
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

    /// The bytes replacing `range`, a match of the last search, from `template`: checked as
    /// replace-all checks it. Without a search, the template is inserted as written.
    private func replacementBytes(for range: Range<Int>, template: String) throws(TextSearchError) -> [UInt8] {
        guard let (query, options) = lastSearch else { return Array(template.utf8) }
        let (pattern, compiled) = try TextSearchPattern.compileReplacement(query: query, options: options, template: template)
        let bytes = try? textStorage.snapshot().bytes.withUnsafeBufferPointer { (text) throws(CancellationError) in
            try pattern.replacement(for: range, in: text, template: compiled, preservesCase: options.preservesCase)
        }
        guard let bytes = bytes ?? nil else { throw .staleResults }
        return bytes
    }
}
