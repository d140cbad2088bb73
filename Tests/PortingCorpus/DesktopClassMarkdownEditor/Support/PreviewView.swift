// Stands in for the sample's PreviewView.swift, which is built on WebKit (WKWebView), a framework
// Linux does not have. A port replaces the HTML preview with its own view; this stand-in keeps
// the members the rest of the sample uses, so the other files are compiled as they are.
import DeskKit

final class PreviewWebView {
    let scrollView = UIScrollView()
    private(set) var html = ""

    func loadHTMLString(_ string: String, baseURL: URL?) {
        html = string
    }
}

class PreviewView: UIView {
    let webView = PreviewWebView()

    func exportAsWebArchive(named name: String, presenter: UIViewController) {}
    func exportAsPDF(named name: String, presenter: UIViewController) {}
}
