import DeskKit
import Foundation

/// UIKit's UTF-16 ranges on a 100 MB document: what `textViewDidChangeSelection` costs when it
/// reads `selectedRange` on every key, and what setting a selection by `NSRange` costs.
///
/// The peer is Foundation's own conversion, `NSRange(_:in:)` and `Range(_:in:)`, on a Swift
/// String holding the same text and taking the same edits: the best-known way, as a native
/// String keeps UTF-16 breadcrumbs. Both sides answer with the same ranges, checked in the run.
@MainActor
enum UTF16Benchmark {
    static let documentSize = 100 << 20

    /// Text with ASCII words, accented letters, CJK and emoji, one line per ~60 bytes.
    static func makeDocument(size: Int) -> [UInt8] {
        var random = SplitMix(seed: 0x5EED_0016)
        let pieces = Array(["the ", "plan ", "café ", "naïve ", "日本語 ", "😀 ", "👍🏽 ", "x", "\n", "stud ", "45 × 70 "].map { Array($0.utf8) })
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + 64)
        while bytes.count < size { bytes += pieces[Int(random.next() % UInt64(pieces.count))] }
        return bytes
    }

    static func run() -> String {
        let bytes = makeDocument(size: documentSize)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        view.textStorage = InMemoryTextStorage(bytes: bytes)
        var string = String(decoding: bytes, as: UTF8.self)
        let middle = view.textStorage.scalarBoundary(atOrAfter: bytes.count / 2)

        // The first conversion past the middle of a freshly opened document.
        let firstDeskKit = BenchmarkReport.measure(iterations: 5, warmup: 0, setup: {
            view.textStorage = InMemoryTextStorage(bytes: bytes)
            view.select(middle..<middle)
        }) { _ = view.selectedRange }
        let firstPeer = BenchmarkReport.measure(iterations: 5, warmup: 0, setup: {
            string = String(decoding: bytes, as: UTF8.self)
        }) {
            let index = string.utf8.index(string.utf8.startIndex, offsetBy: middle)
            _ = NSRange(index..<index, in: string)
        }

        // A key typed in the middle, then the caret read back as an NSRange.
        view.textStorage = InMemoryTextStorage(bytes: bytes)
        string = String(decoding: bytes, as: UTF8.self)
        view.select(middle..<middle)
        var caret = middle
        var deskKitRange = NSRange()
        let typing = BenchmarkReport.measure(iterations: 200) {
            view.insertText("a")
            deskKitRange = view.selectedRange
        }
        var peerRange = NSRange()
        let typingPeer = BenchmarkReport.measure(iterations: 30) {
            let index = string.utf8.index(string.utf8.startIndex, offsetBy: caret)
            string.insert("a", at: index)
            caret += 1
            let after = string.utf8.index(string.utf8.startIndex, offsetBy: caret)
            peerRange = NSRange(after..<after, in: string)
        }
        // Both typed at the same place: the carets agree once their counts of keys are equal.
        let keysTyped = view.selectedByteRange.lowerBound - middle
        let caretsAgree = deskKitRange.location - keysTyped == peerRange.location - (caret - middle)

        // Selecting by NSRange anywhere in the document, after the offsets are laid.
        let units = view.selectedRange.location * 2
        var random = SplitMix(seed: 7)
        let targets = (0..<1000).map { _ in NSRange(location: Int(random.next() % UInt64(units)), length: 0) }
        string = view.text
        var deskKitAccepted: [Bool] = []
        var peerAccepted: [Bool] = []
        let selecting = BenchmarkReport.measure(iterations: 5) {
            deskKitAccepted = targets.map { range in
                view.selectedRange = range
                return view.selectedRange == range
            }
        }.divided(by: targets.count)
        let selectingPeer = BenchmarkReport.measure(iterations: 5) {
            peerAccepted = targets.map { range in
                guard let bounds = Range(range, in: string) else { return false }
                return NSRange(bounds, in: string) == range
            }
        }.divided(by: targets.count)
        // Foundation refuses a range inside a character, and DeskKit then keeps the old selection.
        let agreed = zip(deskKitAccepted, peerAccepted).filter { $0 == $1 }.count

        return """
        ## UTF-16 ranges: selectedRange on a 100 MB document

        `UITextView.selectedRange` and the delegate's `NSRange` arguments count UTF-16 units, the text \
        is UTF-8: the view converts through checkpoints every 16 KiB (laid as far as conversions reach, \
        shifted by edits), so a conversion reads at most one gap of text. The peer is Foundation's \
        `NSRange(_:in:)` and `Range(_:in:)` on a Swift String with the same text and the same edits. \
        Document: \(documentSize >> 20) MiB of mixed ASCII, accented letters, CJK and emoji. \
        Target: a key plus `selectedRange` under 1 ms at any size.

        \(BenchmarkReport.tableHeader)\
        \(firstDeskKit.row("first selectedRange mid-document, freshly opened", note: "lays the checkpoints"))\
        \(firstPeer.row("peer: first NSRange(_:in:) mid-document on a fresh String", note: "builds its breadcrumbs"))\
        \(typing.row("type a key mid-document, then read selectedRange", note: "carets agree with the peer: \(caretsAgree)"))\
        \(typingPeer.row("peer: insert into the String, then NSRange(_:in:)"))\
        \(selecting.row("set selectedRange anywhere, read it back (per range)", note: "\(agreed) of \(targets.count) answers as Foundation's"))\
        \(selectingPeer.row("peer: Range(_:in:) and back on the String (per range)"))
        """
    }
}
