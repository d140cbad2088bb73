import DeskKit
import Foundation
import Testing

/// Tint inheritance, label highlighting, keyframe animations and symbol configurations.
@MainActor
@Suite struct TintAndAnimationTests {
    /// A view that counts the tint changes it hears of.
    final class TintWatcher: UIView {
        var changes = 0
        override func tintColorDidChange() {
            super.tintColorDidChange()
            changes += 1
        }
    }

    @Test func tintIsInheritedAndChangesAreHeardBelow() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = TintWatcher(frame: .zero)
        let own = TintWatcher(frame: .zero)
        root.addSubview(child)
        child.addSubview(own)
        own.tintColor = .systemPink
        #expect(child.tintColor == .systemBlue, "the system tint at the top")
        child.changes = 0; own.changes = 0
        root.tintColor = .systemGreen
        #expect(child.tintColor == .systemGreen && own.tintColor == .systemPink)
        #expect(child.changes == 1)
        own.tintColor = nil
        #expect(own.tintColor == .systemGreen)

        root.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed)
        let dimmed: UIColor = child.tintColor
        #expect(dimmed.red == dimmed.green && dimmed.green == dimmed.blue, "a dimmed tint is grey")

        let elsewhere = UIView(frame: .zero)
        elsewhere.tintColor = .systemOrange
        let before = child.changes
        elsewhere.addSubview(child)
        #expect(child.tintColor == .systemOrange && child.tintAdjustmentMode == .normal)
        #expect(child.changes == before + 1, "moving under another tint is a change")
    }

    @Test func aHighlightedLabelDrawsInItsHighlightedColour() {
        let label = UILabel()
        label.textColor = .label
        label.highlightedTextColor = .secondaryLabel
        #expect(label.displayedTextColor == .label)
        label.isHighlighted = true
        #expect(label.displayedTextColor == .secondaryLabel)
        label.isEnabled = false
        #expect(label.displayedTextColor == .tertiaryLabel)
    }

    @Test func keyframesEndAsTheLastKeyframesLeaveTheViews() {
        let view = UIView(frame: .zero)
        var finished: Bool?
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeLinear]) {
            UIView.addKeyframe(withRelativeStartTime: 0.8, relativeDuration: 0.2) { view.alpha = 0 }
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.2) { view.alpha = 1; view.tag = 1 }
        } completion: { finished = $0 }
        #expect(view.alpha == 0 && view.tag == 1 && finished == true)
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.5 }
        #expect(view.alpha == 0.5, "outside a keyframe animation the change applies at once")
    }

    @Test func symbolConfigurationsSizeImageViews() {
        let imageView = UIImageView(image: UIImage(systemName: "photo"))
        #expect(imageView.intrinsicContentSize == CGSize(width: 16, height: 16))
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 288)
        #expect(imageView.intrinsicContentSize == CGSize(width: 288, height: 288))
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .largeTitle, scale: .large)
        #expect(imageView.sizeThatFits(.zero) == CGSize(width: 45, height: 45))
        let small = UIImage(systemName: "photo", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .small))
        let combined = small?.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .light))
        #expect(combined?.symbolConfiguration?.pointSize == 20 && combined?.symbolConfiguration?.weight == .light)
        #expect(UIImageView(image: combined).intrinsicContentSize == CGSize(width: 16, height: 16))
        #expect(UIImageView().intrinsicContentSize.width == UIView.noIntrinsicMetric)
        let large = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: large).pointSize > 17)
    }

    @Test func aButtonShowsItsImageBeforeItsTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Share", for: .normal)
        let titleOnly = button.sizeThatFits(.zero)
        button.setImage(UIImage(systemName: "photo"), for: .normal)
        #expect(button.imageView?.image == UIImage(systemName: "photo"))
        let both = button.intrinsicContentSize
        #expect(both.width == titleOnly.width + 16 + 4)
        button.frame = CGRect(origin: .zero, size: both)
        button.layoutIfNeeded()
        let imageFrame = button.imageView?.frame ?? .zero
        let titleFrame = button.titleLabel?.frame ?? .zero
        #expect(imageFrame.minX == 8 && titleFrame.minX == imageFrame.maxX + 4)
    }
}
