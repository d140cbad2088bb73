import Foundation

/// An extra action a screen reader offers on an element besides activating it, such as
/// "Delete" on a shape; the handler returns whether it did anything.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction {
    /// The action's spoken name.
    open var name: String
    /// A picture some readers show beside the name; Linux readers ignore it.
    open var image: UIImage?
    private let handler: @MainActor (UIAccessibilityCustomAction) -> Bool

    /// An action called `name` that runs `actionHandler` when a reader performs it.
    public init(name: String, image: UIImage? = nil, actionHandler: @escaping @MainActor (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.image = image
        self.handler = actionHandler
    }

    /// Runs the action as a screen reader would; returns what the handler returned.
    @discardableResult
    public func perform() -> Bool { handler(self) }
}
