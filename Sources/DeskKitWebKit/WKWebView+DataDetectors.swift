import DeskKit
import Foundation

/// The kinds of data a web view turns into links in the pages it loads.
public struct WKDataDetectorTypes: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: UInt
    /// A set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Phone numbers, linked as `tel:` URLs.
    public static let phoneNumber = WKDataDetectorTypes(rawValue: 1 << 0)
    /// Web addresses and email addresses written without a link.
    public static let link = WKDataDetectorTypes(rawValue: 1 << 1)
    /// Postal addresses, linked to a map search.
    public static let address = WKDataDetectorTypes(rawValue: 1 << 2)
    /// No kind: the page stays as written.
    public static let none: WKDataDetectorTypes = []
    /// Every kind DeskKit detects.
    public static let all = WKDataDetectorTypes(rawValue: ~0)
}

// MARK: - Linking the data DeskKit's detectors find in a page

extension WKWebView {
    /// Collects the page's text nodes outside links, scripts and editable parts, in order.
    static let detectorTextScript = """
        (() => {
          const skip = 'A, SCRIPT, STYLE, TEXTAREA, SELECT, OPTION, [contenteditable]';
          const walker = document.createTreeWalker(document.body || document.documentElement, NodeFilter.SHOW_TEXT, {
            acceptNode: node => node.parentElement && !node.parentElement.closest(skip) && node.data.trim()
              ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT
          });
          window.__deskkitDetectorNodes = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) window.__deskkitDetectorNodes.push(node);
          return window.__deskkitDetectorNodes.map(node => node.data);
        })()
        """

    /// Finds the configured kinds of data in the page's text with DeskKit's detectors and wraps
    /// each in a link; `done` runs once the page has them.
    func linkDetectedData(_ done: @escaping @MainActor () -> Void) {
        let types = detectorTypes
        guard !types.isEmpty else { return done() }
        evaluateJavaScript(Self.detectorTextScript) { [weak self] value, _ in
            guard let self, let texts = value as? [Any] else { return done() }
            let detector = DataDetector(types: types)
            var links: [[Any]] = []
            for (index, text) in texts.enumerated() {
                guard let text = text as? String else { continue }
                // Last first, so the earlier matches' offsets in the node stay right.
                for match in detector.matches(in: text).reversed() {
                    guard let href = Self.href(for: match.kind) else { continue }
                    links.append([index, match.range.location, match.range.length, href])
                }
            }
            guard !links.isEmpty, let json = try? JSONSerialization.data(withJSONObject: links),
                  let list = String(data: json, encoding: .utf8) else { return done() }
            self.evaluateJavaScript("""
                (() => {
                  for (const [index, start, length, href] of \(list)) {
                    const node = window.__deskkitDetectorNodes[index];
                    const range = document.createRange();
                    range.setStart(node, start);
                    range.setEnd(node, start + length);
                    const link = document.createElement('a');
                    link.href = href;
                    range.surroundContents(link);
                  }
                })()
                """) { _, _ in done() }
        }
    }

    /// The detector types DeskKit runs for the configuration's data detector types.
    private var detectorTypes: UIDataDetectorTypes {
        let types = madeWithDataDetectorTypes
        var detected: UIDataDetectorTypes = []
        if types.contains(.phoneNumber) { detected.insert(.phoneNumber) }
        if types.contains(.link) { detected.formUnion([.link, .emailAddress]) }
        if types.contains(.address) { detected.insert(.address) }
        return detected
    }

    /// Where a link for `kind` goes.
    private static func href(for kind: DataDetectorMatch.Kind) -> String? {
        switch kind {
        case .link(let url): return url.absoluteString
        case .emailAddress(let address): return "mailto:" + address
        case .phoneNumber(let number):
            return "tel:" + number.filter { $0.isNumber || $0 == "+" }
        case .address(let address):
            var components = URLComponents(string: "https://www.openstreetmap.org/search")
            components?.queryItems = [URLQueryItem(name: "query", value: address)]
            return components?.url?.absoluteString
        default:
            return nil
        }
    }
}
