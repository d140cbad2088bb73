import DeskKit
import Foundation
import Testing

/// UIScrollView: offsets, insets, scrolling a rect into view, the delegate, and its subclasses.
@MainActor
@Suite struct ScrollViewTests {
    final class Delegate: UIScrollViewDelegate {
        var offsets: [CGPoint] = []
        var insetChanges = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { insetChanges += 1 }
    }

    @Test func scrollRectToVisibleMovesTheLeastAndStaysInTheContent() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        let delegate = Delegate()
        scrollView.delegate = delegate
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 150, width: 10, height: 20), animated: true)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 70))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 80, width: 10, height: 20), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 70))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 10, width: 10, height: 20), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 10))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 5000, width: 10, height: 20), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 900))
        #expect(delegate.offsets == [CGPoint(x: 0, y: 70), CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 900)])
    }

    @Test func insetsWidenTheScrollableRange() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        scrollView.contentSize = CGSize(width: 200, height: 300)
        let delegate = Delegate()
        scrollView.delegate = delegate
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 40, right: 0)
        #expect(scrollView.adjustedContentInset == scrollView.contentInset)
        #expect(delegate.insetChanges == 1)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: -100, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset.y == -20)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 400, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset.y == 240)
        #expect(scrollView.visibleSize == CGSize(width: 200, height: 100))
    }

    @Test func textAndCollectionViewsAreScrollViews() {
        final class TextDelegate: UITextViewDelegate {
            var scrolls = 0
            func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
        }
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let textDelegate = TextDelegate()
        textView.delegate = textDelegate
        let scrollView: UIScrollView = textView
        scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
        #expect(textView.contentOffset.y == 40 && textDelegate.scrolls == 1)
        let collectionView: UIScrollView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.contentOffset = CGPoint(x: 0, y: 5)
        #expect(collectionView.contentOffset.y == 5)
    }
}
