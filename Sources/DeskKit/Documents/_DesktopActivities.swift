import Foundation

/// What a share sheet's items amount to: files, links and text.
struct _SharedContent {
    var files: [URL] = []
    var links: [URL] = []
    var texts: [String] = []

    init(_ items: [Any]) {
        for item in items {
            switch item {
            case let provider as NSItemProvider:
                if let url = provider.fileURL { files.append(url) }
            case let url as URL:
                if url.isFileURL { files.append(url) } else { links.append(url) }
            case let text as String:
                texts.append(text)
            default:
                break
            }
        }
    }

    var isEmpty: Bool { files.isEmpty && links.isEmpty && texts.isEmpty }
}

/// A built-in share-sheet activity that works through the desktop.
@MainActor
class _DesktopActivity: UIActivity {
    var content = _SharedContent([])
    var error: (any Error)?

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        !_SharedContent(activityItems).isEmpty
    }

    override func prepare(withActivityItems activityItems: [Any]) {
        content = _SharedContent(activityItems)
    }

    var application: UIApplication { controller?.application ?? .shared }
}

/// Copy: file URIs, so a file manager pastes the files, else links, else the text.
final class _CopyActivity: _DesktopActivity {
    override var activityType: ActivityType? { .copyToPasteboard }
    override var activityTitle: String? { String(deskKit: "Copy") }
    override var activityImage: UIImage? { UIImage(iconName: "edit-copy") }

    override func perform() {
        let strings = content.files.map(\.absoluteString) + content.links.map(\.absoluteString)
        UIPasteboard.general.strings = strings.isEmpty ? content.texts : strings
        activityDidFinish(true)
    }
}

/// Open With…: each file or link goes to the desktop's app for it.
final class _OpenWithActivity: _DesktopActivity {
    override var activityType: ActivityType? { .openWith }
    override var activityTitle: String? { String(deskKit: "Open With…") }
    override var activityImage: UIImage? { UIImage(iconName: "document-open") }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        let content = _SharedContent(activityItems)
        return !content.files.isEmpty || !content.links.isEmpty
    }

    override func perform() {
        var opened = true
        for url in content.files + content.links {
            application.open(url) { opened = opened && $0 }
        }
        activityDidFinish(opened)
    }
}

/// Send by Email: a `mailto:` link with the files attached and the text as the body, opened by
/// the desktop's mail app (the `attachment` field is understood by Thunderbird and Evolution).
final class _MailActivity: _DesktopActivity {
    override var activityType: ActivityType? { .mail }
    override var activityTitle: String? { String(deskKit: "Send by Email") }
    override var activityImage: UIImage? { UIImage(iconName: "mail-send") }

    override func perform() {
        var components = URLComponents()
        components.scheme = "mailto"
        components.path = ""
        var query: [URLQueryItem] = []
        if let first = content.files.first {
            query.append(URLQueryItem(name: "subject", value: first.lastPathComponent))
        }
        query += content.files.map { URLQueryItem(name: "attachment", value: $0.path) }
        let body = (content.texts + content.links.map(\.absoluteString)).joined(separator: "\n")
        if !body.isEmpty { query.append(URLQueryItem(name: "body", value: body)) }
        components.queryItems = query
        guard let url = components.url else {
            activityDidFinish(false)
            return
        }
        var opened = false
        application.open(url) { opened = $0 }
        activityDidFinish(opened)
    }
}
