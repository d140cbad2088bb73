// MARK: - Declaring actions whose sender has a type

extension UIResponder {
    /// Declares that this responder implements `action` with a method taking a typed sender,
    /// such as `didTap(_ recognizer: UITapGestureRecognizer)`.
    ///
    /// The method runs only when the sender has that type; anything else is reported and dropped.
    public func implement<Responder: UIResponder, Sender>(
        _ action: Selector, by method: @escaping @MainActor (Responder) -> (Sender) -> Void
    ) {
        implement(action) { responder, sender in
            guard let responder = responder as? Responder else { return }
            guard let typed = sender as? Sender else {
                DeskKitLog.report("'\(action)' expects a sender of type '\(Sender.self)' but was sent '\(sender.map { "\(type(of: $0))" } ?? "nil")'; it did not run.")
                return
            }
            method(responder)(typed)
        }
    }
}
