import Foundation

/// What a context menu shows: built on demand from suggested elements by the action provider.
@preconcurrency @MainActor
public final class UIContextMenuConfiguration {
    /// Makes the menu from the suggested elements; nil shows the suggestions as they are.
    public typealias ActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
    /// Makes the view controller previewed above the menu; nil previews the view itself.
    public typealias PreviewProvider = @MainActor () -> UIViewController?

    /// Names this configuration, for delegates that track several menus.
    public let identifier: String
    package let actionProvider: ActionProvider?
    let previewProvider: PreviewProvider?

    /// A configuration; both providers are called only when the menu is about to show.
    public init(identifier: String? = nil, previewProvider: PreviewProvider? = nil, actionProvider: ActionProvider? = nil) {
        self.identifier = identifier ?? ElementIdentity.next(prefix: "context-menu")
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// A configuration named by any copyable object, as UIKit takes (an `NSString`, an `NSUUID`);
    /// the object's description becomes ``identifier``.
    public convenience init<Identifier: NSCopying>(identifier: Identifier, previewProvider: PreviewProvider? = nil,
                                                   actionProvider: ActionProvider? = nil) {
        self.init(identifier: String(describing: identifier), previewProvider: previewProvider, actionProvider: actionProvider)
    }
}
