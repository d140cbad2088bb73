import Foundation

/// What a context menu shows: built on demand from suggested elements by the action provider.
@preconcurrency @MainActor
public final class UIContextMenuConfiguration {
    public typealias ActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
    public typealias PreviewProvider = @MainActor () -> UIViewController?

    public let identifier: String
    let actionProvider: ActionProvider?
    let previewProvider: PreviewProvider?

    public init(identifier: String? = nil, previewProvider: PreviewProvider? = nil, actionProvider: ActionProvider? = nil) {
        self.identifier = identifier ?? ElementIdentity.next(prefix: "context-menu")
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
