import DeskKit
import DeskKitTesting
import Foundation
import Testing

/// Buttons styled by a configuration, as iPadOS 15 code makes them.
@MainActor
@Suite struct ButtonConfigurationTests {
    @Test func aFilledButtonShowsItsTitleSubtitleAndColours() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Buy"
        configuration.subtitle = "Only $9.99"
        configuration.titleAlignment = .center
        var bought = 0
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in bought += 1 })
        #expect(button.titleLabel?.text == "Buy\nOnly $9.99")
        #expect(button.titleLabel?.textAlignment == .center)
        #expect(button.backgroundColor == button.tintColor && button.titleLabel?.textColor == .white)
        #expect(button.layer.cornerRadius == 6)
        let size = button.intrinsicContentSize
        #expect(size.height == (button.titleLabel?.sizeThatFits(.zero).height ?? 0) + 12)

        let controller = UIViewController()
        let host = makeHost(root: controller)
        button.frame = CGRect(origin: .zero, size: size)
        controller.view.addSubview(button)
        host.click(at: CGPoint(x: 10, y: 10))
        #expect(bought == 1)

        button.tintColor = .systemOrange
        #expect(button.backgroundColor == .systemOrange, "the colours follow the tint")
        button.isEnabled = false
        #expect(button.titleLabel?.textColor.alpha == 0.4)
    }

    @Test func theImageSitsWhereThePlacementSays() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Add to Cart"
        configuration.image = UIImage(systemName: "photo")
        configuration.imagePlacement = .trailing
        configuration.imagePadding = 10
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 3, bottom: 2, trailing: 3)
        let button = UIButton(configuration: configuration)
        let title = button.titleLabel?.sizeThatFits(.zero) ?? .zero
        let size = button.intrinsicContentSize
        #expect(size == CGSize(width: title.width + 10 + 16 + 6, height: max(title.height, 16) + 4))
        #expect(button.backgroundColor == nil && button.layer.cornerRadius == 0)
        button.frame = CGRect(origin: .zero, size: size)
        button.layoutIfNeeded()
        let image = button.imageView?.frame ?? .zero
        let label = button.titleLabel?.frame ?? .zero
        #expect(image.minX == label.maxX + 10, "trailing: the image after the title")

        configuration.imagePlacement = .top
        button.configuration = configuration
        #expect(button.intrinsicContentSize.height == 16 + 10 + title.height + 4)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        #expect((button.imageView?.frame.maxY ?? 0) + 10 == button.titleLabel?.frame.minY)
    }

    @Test func theUpdateHandlerRestylesForTheState() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Off"
        configuration.cornerStyle = .capsule
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 12, leading: 18, bottom: 12, trailing: 18))
        let button = UIButton(configuration: configuration)
        var updates = 0
        button.configurationUpdateHandler = { button in
            updates += 1
            button.configuration?.title = button.isSelected ? "On" : "Off"
        }
        button.isSelected = true
        #expect(button.titleLabel?.text == "On")
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.layoutIfNeeded()
        #expect(button.layer.cornerRadius == 20, "a capsule is rounded by half its height")
        #expect(updates >= 2)
        #expect(button.behavioralStyle == .pad)
        #expect(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).edgeInsets(for: .rightToLeft)
            == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        #expect(NSDirectionalRectEdge.all.contains([.leading, .trailing, .top, .bottom]))
    }
}
