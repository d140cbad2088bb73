import Foundation

// MARK: - Replacing results

extension UITextSearchingFindSession {
    /// Replaces the current result and moves to the next one.
    ///
    /// A query or options other than the current search's start a new search first, so only
    /// fresh results are replaced. A read-only object, or a template the pattern cannot fill,
    /// is refused with an error the navigator shows, exactly as Replace All refuses it.
    func replaceHighlighted(query: String, with replacement: String, options: UITextSearchOptions) {
        guard let searchable = searchableBox else { return }
        guard searchable.supportsTextReplacement else {
            error = .documentIsReadOnly(documentName: nil)
            notifyChange()
            return
        }
        do {
            _ = try TextSearchPattern.compileReplacement(query: query, options: options, template: replacement)
        } catch {
            self.error = error
            notifyChange()
            return
        }
        if query != currentQuery || options != currentOptions {
            performSearch(query: query, options: options)
            return
        }
        guard let current = highlighted else { return }
        let document = documents[current.document].document
        guard searchable.shouldReplace(foundTextRange: current.range, document: document, withText: replacement) else {
            error = .replacementDeclined(foundText: query)
            notifyChange()
            return
        }
        error = nil
        // The edit invalidates the results; the new search highlights the result after it.
        searchable.replace(foundTextRange: current.range, document: document, withText: replacement)
        if aggregator == nil || highlighted?.range === current.range {
            invalidateFoundResults()
        }
    }

    /// Replaces every match in one step, then searches again (finding what is left); places the
    /// pattern gave up at, left unreplaced, are reported as the search's error.
    func replaceEverything(query: String, with replacement: String, options: UITextSearchOptions) {
        guard let searchable = searchableBox else { return }
        guard searchable.supportsTextReplacement else {
            error = .documentIsReadOnly(documentName: nil)
            notifyChange()
            return
        }
        do {
            _ = try TextSearchPattern.compileReplacement(query: query, options: options, template: replacement)
        } catch {
            self.error = error
            notifyChange()
            return
        }
        error = nil
        let problem = searchable.replaceAll(queryString: query, options: options, withText: replacement)
        performSearch(query: query, options: options)
        if let problem {
            // Said even when the search after it finds those places (a template with a group
            // gives up where the search does not need to).
            error = problem
            notifyChange()
        }
    }
}
