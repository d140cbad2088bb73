import Foundation

extension UICollectionViewCell {
    /// The state changed: the selected background shows or hides, the background
    /// configuration and the app's configuration are updated.
    func stateDidChange() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
        applyBackgroundConfiguration()
        setNeedsUpdateConfiguration()
    }

    /// Puts the background views behind the content, the selected one above the other.
    func backgroundViewsDidChange(removing old: UIView?) {
        if let old, old !== backgroundView, old !== selectedBackgroundView { old.removeFromSuperview() }
        if let backgroundView {
            backgroundView.frame = bounds
            insertSubview(backgroundView, belowSubview: contentView)
        }
        if let selectedBackgroundView {
            selectedBackgroundView.frame = bounds
            selectedBackgroundView.isHidden = !(isSelected || isHighlighted)
            insertSubview(selectedBackgroundView, belowSubview: contentView)
        }
    }

    /// Colours the cell from ``backgroundConfiguration`` resolved for the state now.
    func applyBackgroundConfiguration() {
        guard let backgroundConfiguration else { return }
        let resolved = backgroundConfiguration.updated(for: configurationState)
        backgroundColor = resolved.resolvedBackgroundColor(for: tintColor)
    }
}
