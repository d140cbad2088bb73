// MARK: - Test hooks

extension UITextSearchingFindSession {
    /// Returns once the running search has delivered all its results (at once when idle).
    package func waitUntilSearchFinished() async {
        guard searching else { return }
        await withCheckedContinuation { waiters.append($0) }
    }
}
