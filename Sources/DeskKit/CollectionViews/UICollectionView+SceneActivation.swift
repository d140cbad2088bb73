import Foundation

// MARK: - Opening items in new windows

extension UICollectionView {
    /// Opens the item at `point` (view coordinates) in a new window, if the delegate offers a
    /// configuration for it; true when a request was made.
    @discardableResult
    public func openItemInNewWindow(at point: CGPoint) -> Bool {
        openItemInNewWindow(at: point, automaticStyle: .standard)
    }

    func openItemInNewWindow(at point: CGPoint, automaticStyle: UIWindowScene.ActivationRequestOptions.PresentationStyle) -> Bool {
        guard let indexPath = indexPathForItem(at: point) else { return false }
        return openItemInNewWindow(indexPath, point: point, automaticStyle: automaticStyle)
    }

    /// Opens an item in a new window (used by middle click, Ctrl+Enter and pinch out).
    /// `automaticStyle` is what an `.automatic` request means here: prominent for a pinch.
    @discardableResult
    func openItemInNewWindow(_ indexPath: IndexPath, point: CGPoint,
                             automaticStyle: UIWindowScene.ActivationRequestOptions.PresentationStyle = .standard) -> Bool {
        guard let configuration = collectionViewDelegate?.collectionView(self, sceneActivationConfigurationForItemAt: indexPath, point: point),
              let application = window?.windowScene?.application else { return false }
        let options = configuration.options ?? UIWindowScene.ActivationRequestOptions()
        if options.requestingScene == nil { options.requestingScene = window?.windowScene }
        application.requestSceneSessionActivation(nil, userActivity: configuration.userActivity, options: options,
                                                  automaticStyle: automaticStyle, preview: configuration.preview, errorHandler: nil)
        return true
    }

    /// The key command that opens the first selected item in a new window.
    static let openInNewWindowCommand = UIKeyCommand(
        title: String(deskKit: "Open in New Window"), action: "openSelectedItemInNewWindow:", input: "\r", modifierFlags: .command)

    var canOpenSelectedItemInNewWindow: Bool { !selectedItems.isEmpty && delegate != nil }

    func openSelectedItemInNewWindow(_ sender: Any?) {
        guard let item = selectedItems.min() else { return }
        let indexPath = indexPath(forFlatItem: item)
        let frame = layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        openItemInNewWindow(indexPath, point: CGPoint(x: frame.midX - contentOffset.x, y: frame.midY - contentOffset.y))
    }
}
