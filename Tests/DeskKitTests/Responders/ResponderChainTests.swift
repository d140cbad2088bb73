import DeskKit
import DeskKitTesting
import Foundation
import Testing

@MainActor
@Suite(.serialized)
struct ResponderChainTests {
    @Test func chainRunsFromViewToAppDelegate() {
        let (host, delegate, controller) = makeHost()
        let window = host.keyWindow!
        let container = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        controller.view.addSubview(container)
        container.addSubview(leaf)

        var chain: [UIResponder] = []
        var responder: UIResponder? = leaf
        while let current = responder { chain.append(current); responder = current.next }

        #expect(chain.count == 8)
        #expect(chain[0] === leaf)
        #expect(chain[1] === container)
        #expect(chain[2] === controller.view)
        #expect(chain[3] === controller)
        #expect(chain[4] === window)
        #expect(chain[5] === window.windowScene)
        #expect(chain[6] === host.application)
        #expect(chain[7] === delegate)
    }

    @Test func targetForActionFindsTheNearestImplementer() {
        let (_, _, controller) = makeHost()
        let leaf = UIView(frame: .zero)
        controller.view.addSubview(leaf)
        controller.implementActions("zoomIn:")
        #expect(leaf.target(forAction: "zoomIn:", withSender: nil) as? UIResponder === controller)
        #expect(leaf.target(forAction: "nothing:", withSender: nil) == nil)
        controller.enabled = { _ in false }
        #expect(leaf.target(forAction: "zoomIn:", withSender: nil) == nil)
    }

    @Test func sendActionDispatchesUpTheChain() {
        let (host, _, controller) = makeHost()
        controller.implementActions("zoomIn:")
        #expect(host.application.sendAction("zoomIn:", to: nil, from: nil, for: nil))
        #expect(!host.application.sendAction("zoomOut:", to: nil, from: nil, for: nil))
        #expect(controller.performed == ["zoomIn:"])
    }

    @Test func firstResponderIsPerWindowAndMovesOnClick() {
        let (host, _, controller) = makeHost()
        let typing = TypingView(frame: CGRect(x: 20, y: 20, width: 100, height: 40))
        let plain = UIView(frame: CGRect(x: 200, y: 20, width: 100, height: 40))
        controller.view.addSubview(typing)
        controller.view.addSubview(plain)
        #expect(!plain.becomeFirstResponder())
        #expect(host.click(at: CGPoint(x: 30, y: 30)) === typing)
        #expect(typing.isFirstResponder)
        #expect(host.keyWindow?.firstResponder === typing)
        #expect(typing.resignFirstResponder())
        #expect(!typing.isFirstResponder)
        typing.becomeFirstResponder()
        typing.removeFromSuperview()
        #expect(host.keyWindow?.firstResponder == nil)
    }

    @Test func hitTestSkipsHiddenAndNonInteractiveViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let under = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(under)
        root.addSubview(top)
        #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === top)
        top.isHidden = true
        #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === under)
        under.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 150, y: 15), with: nil) == nil)
    }

    @Test func viewCannotContainItsAncestor() {
        let logs = LogCollector()
        let parent = UIView(frame: .zero)
        let child = UIView(frame: .zero)
        parent.addSubview(child)
        child.addSubview(parent)
        #expect(parent.superview == nil)
        #expect(logs.messages.contains { $0.contains("cannot be added") })
    }

    @Test func convertBetweenViews() {
        let (host, _, controller) = makeHost()
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        controller.view.addSubview(a)
        a.addSubview(b)
        #expect(b.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 26))
        #expect(b.convert(CGPoint(x: 16, y: 26), from: host.keyWindow) == CGPoint(x: 1, y: 1))
    }

    @Test func sceneDelegateClassMustBeAResponder() {
        final class NotAResponder {}
        final class Delegate: UIResponder, UIApplicationDelegate {
            override init() { super.init() }
            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                let configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
                configuration.delegateClass = NotAResponder.self
                return configuration
            }
        }
        let logs = LogCollector()
        let host = TestHost(delegate: Delegate())
        #expect(host.application.connectedScenes.count == 1)
        #expect(host.application.connectedScenes.first?.delegate == nil)
        #expect(logs.messages.contains { $0.contains("NotAResponder") })
    }
}

@MainActor
struct SystemImageThemeTests {
    /// Every mapped icon exists in the Adwaita theme, so none falls back to "missing" on a desktop.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/icons/Adwaita"), "The Adwaita icon theme is not installed."))
    func mappedIconsExistInAdwaita() throws {
        let files = FileManager.default.enumerator(atPath: "/usr/share/icons/Adwaita")?.compactMap { ($0 as? String)?.split(separator: "/").last.map(String.init) } ?? []
        let names = Set(files.map { $0.split(separator: ".").first.map(String.init) ?? $0 })
        for systemName in UIImage.knownSystemNames {
            let icon = try #require(UIImage(systemName: systemName)).iconName
            #expect(names.contains(icon), "\(systemName) maps to \(icon), which Adwaita lacks")
        }
    }
}
