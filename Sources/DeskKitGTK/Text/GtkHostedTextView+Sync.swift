import CGtk
import DeskKit
import Foundation

// MARK: - Showing the core's state in GTK

extension GtkHostedTextView {
    /// Brings GTK up to the core: editability, selection, the range to scroll to, decorations.
    /// Before a frame only the screen shown is decorated; the screens around it follow on a later
    /// turn, so a query's key reaches the screen with a third of the tagging.
    func sync(beforeFrame: Bool = false) {
        guard let textView else { return }
        applyAppearance()
        realignScrolledText()
        // Edits typed while the text loads are refused as they come (``forwardGtkEdit``): making
        // GTK's view read-only meanwhile would cost a restyle of every line when it ends, 47 ms
        // in one frame at 100 MB.
        let editable = textView.isEditable
        if (gtk_text_view_get_editable(cgtk_text_view(view)) != cgtk_false) != editable {
            gtk_text_view_set_editable(cgtk_text_view(view), editable ? cgtk_true : cgtk_false)
        }
        gtk_text_view_set_cursor_visible(cgtk_text_view(view), textView.isEditable || textView.isSelectable ? cgtk_true : cgtk_false)
        let selection = textView.selectedByteRange
        if selection != shownSelection, selection.upperBound <= loadedBytes {
            if gtkSelection() != selection {
                var start = iter(atByte: selection.lowerBound)
                var end = iter(atByte: selection.upperBound)
                changeBuffer { gtk_text_buffer_select_range(buffer, &end, &start) }
            }
            shownSelection = selection
        }
        if let target = textView.rangeToScrollToVisible, target != scrolledRange, target.upperBound <= loadedBytes {
            scrolledRange = target
            var start = iter(atByte: target.lowerBound)
            gtk_text_buffer_move_mark(buffer, scrollMark, &start)
            gtk_text_view_scroll_to_mark(cgtk_text_view(view), scrollMark, 0.1, cgtk_false, 0, 0)
        }
        redecorate(marginsToo: !beforeFrame)
        // A search or a replace-all may have taken the storage's bytes back.
        releaseStorageWhenIdle()
    }

    /// GTK 4.8's text view can keep the text scrolled by an offset its scroll bar has dropped:
    /// scrolled down while the find bar made it short, then grown back, it showed its last lines
    /// at the top with the scroll bar at the top, so scrolling up could not reveal the first
    /// ones. Telling it the scroll bar's value again puts the text where the scroll bar says.
    func realignScrolledText() {
        guard let adjustment = gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(widget)) else { return }
        var rect = GdkRectangle()
        gtk_text_view_get_visible_rect(cgtk_text_view(view), &rect)
        // The visible part starts the top margin (and padding) above the scroll bar's value.
        let shownValue = Double(rect.y) + Double(gtk_text_view_get_top_margin(cgtk_text_view(view)))
        if abs(shownValue - gtk_adjustment_get_value(adjustment)) >= 1 {
            cgtk_adjustment_emit_value_changed(adjustment)
        }
    }

    /// Whether the GtkTextView has the keyboard focus.
    var hasFocus: Bool { gtk_widget_has_focus(view) != cgtk_false }

    func grabFocus() { _ = gtk_widget_grab_focus(view) }

    // MARK: - Decorations

    /// Tags the results, the current result and highlighter marks that lie in or near the visible
    /// part of the text; a million results cost a filter, not a million tags. Without
    /// `marginsToo`, only the screen shown changes and a later sync does the screens around it.
    func redecorate(marginsToo: Bool = true) {
        guard let textView else { return }
        let visible = visibleByteRange(marginScreens: marginsToo ? 1 : 0)
        let highlighted = textView.highlightedFoundTextRange?.byteRange
        var wanted: [GtkDrawnTextDecoration.Style: [Range<Int>]] = [:]
        wanted[.marked] = textView.highlightedByteRanges.filter { $0.overlaps(visible) || $0.isEmpty && visible.contains($0.lowerBound) }
        wanted[.found] = textView.foundByteRanges(overlapping: visible).filter { $0 != highlighted }
        if let highlighted, highlighted.overlaps(visible), highlighted.upperBound <= loadedBytes { wanted[.highlighted] = [highlighted] }
        let version = textView.textStorage.version
        let sameText = decoratedState.map { $0 == (version, loadedBytes) } ?? false
        if !marginsToo, sameText {
            // What is tagged off screen stays until the later sync brings it up to date.
            for (style, ranges) in decoratedRanges {
                wanted[style, default: []] += ranges.filter { !$0.overlaps(visible) && !($0.isEmpty && visible.contains($0.lowerBound)) }
            }
        }
        // One form for both kinds of sync, so an unchanged set compares equal.
        wanted = wanted.filter { !$0.value.isEmpty }.mapValues { ranges in
            ranges.sorted { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }
        }
        if wanted != decoratedRanges {
            changeBuffer {
                if sameText {
                    // The same text: untag what is no longer wanted and tag what is new, so the
                    // lines whose decorations stay are not laid out again.
                    for style in [GtkDrawnTextDecoration.Style.marked, .found, .highlighted] {
                        retag(style, from: decoratedRanges[style] ?? [], to: wanted[style] ?? [])
                    }
                } else {
                    // Edited since: the tags moved with the text, so they are found by their toggles.
                    for tag in [foundTag, highlightedTag, markedTag] { removeEverywhere(tag) }
                    for (style, ranges) in wanted { change(tag(for: style), on: ranges, adding: true) }
                }
            }
            decoratedRanges = wanted
            decoratedState = (version, loadedBytes)
            if !marginsToo { onNeedsSync?(true) }
        }
        recordDecorations(wanted, selection: textView.selectedByteRange)
    }

    /// Changes one style's tagged ranges from `old` to `new` (both of the current text).
    private func retag(_ style: GtkDrawnTextDecoration.Style, from old: [Range<Int>], to new: [Range<Int>]) {
        guard old != new else { return }
        let kept = Set(old).intersection(new)
        let spans = Self.removalSpans(old.filter { !kept.contains($0) })
        // Untagging a span untags the kept ranges in it too, and a kept highlighter mark that
        // shared text with a removed one: both are tagged again.
        let added = new.filter { range in !kept.contains(range) || spans.contains { $0.overlaps(range) } }
        let tag = tag(for: style)
        change(tag, on: spans, adding: false)
        change(tag, on: added, adding: true)
    }

    /// Removed ranges less than this many bytes apart are untagged in one call: GTK's cost is
    /// mostly per call (a signal and a layout invalidation), so a screen of a short query's
    /// results goes in one call instead of hundreds.
    static let removalSpanGap = 2048

    /// The ranges to untag, joined where they lie close together.
    static func removalSpans(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = spans.last, range.lowerBound <= last.upperBound + removalSpanGap {
                spans[spans.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                spans.append(range)
            }
        }
        return spans
    }

    /// Tags (or untags) byte ranges of the loaded text, converting their offsets together.
    private func change(_ tag: UnsafeMutablePointer<GtkTextTag>, on ranges: [Range<Int>], adding: Bool) {
        let shown = ranges.filter { $0.upperBound <= loadedBytes }.sorted { $0.lowerBound < $1.lowerBound }
        let bounds = characterOffsets(ofBytes: shown.flatMap { [$0.lowerBound, $0.upperBound] })
        var first = GtkTextIter()
        var last = GtkTextIter()
        for index in Self.taggingOrder(count: shown.count) {
            gtk_text_buffer_get_iter_at_offset(buffer, &first, Int32(clamping: bounds[2 * index]))
            gtk_text_buffer_get_iter_at_offset(buffer, &last, Int32(clamping: bounds[2 * index + 1]))
            if adding { gtk_text_buffer_apply_tag(buffer, tag, &first, &last) } else { gtk_text_buffer_remove_tag(buffer, tag, &first, &last) }
        }
    }

    /// The order to tag `count` ranges sorted by start: the outermost two first, then the middle
    /// of each stretch between ranges already tagged. GTK copies and recounts the whole run of
    /// untagged text a tag's ends fall in; tagged left to right, a screen of results in a
    /// paragraph of 100 KB copied the paragraph's rest once per result (seconds per find key).
    nonisolated static func taggingOrder(count: Int) -> [Int] {
        guard count > 2 else { return Array(0..<count) }
        var order = [0, count - 1]
        order.reserveCapacity(count)
        // Stretches between tagged ranges, as exclusive bounds, taken in the order they appear.
        var stretches = [(0, count - 1)]
        var next = 0
        while next < stretches.count {
            let (low, high) = stretches[next]
            next += 1
            guard high - low > 1 else { continue }
            let middle = (low + high) / 2
            order.append(middle)
            stretches.append((low, middle))
            stretches.append((middle, high))
        }
        return order
    }

    /// Removes a tag wherever it is, visiting only its toggles (a tag over the whole buffer
    /// would have every line redrawn).
    private func removeEverywhere(_ tag: UnsafeMutablePointer<GtkTextTag>) {
        var first = GtkTextIter()
        var last = GtkTextIter()
        for (from, to) in taggedSpans(tag) {
            gtk_text_buffer_get_iter_at_offset(buffer, &first, from)
            gtk_text_buffer_get_iter_at_offset(buffer, &last, to)
            gtk_text_buffer_remove_tag(buffer, tag, &first, &last)
        }
    }

    /// Where the buffer carries a tag, as character offsets, found from one toggle to the next.
    private func taggedSpans(_ tag: UnsafeMutablePointer<GtkTextTag>) -> [(Int32, Int32)] {
        var start = GtkTextIter()
        gtk_text_buffer_get_start_iter(buffer, &start)
        if gtk_text_iter_has_tag(&start, tag) == cgtk_false, gtk_text_iter_forward_to_tag_toggle(&start, tag) == cgtk_false { return [] }
        var spans: [(Int32, Int32)] = []
        while true {
            var end = start
            let more = gtk_text_iter_forward_to_tag_toggle(&end, tag) != cgtk_false
            spans.append((gtk_text_iter_get_offset(&start), gtk_text_iter_get_offset(&end)))
            start = end
            guard more, gtk_text_iter_forward_to_tag_toggle(&start, tag) != cgtk_false else { break }
        }
        return spans
    }

    /// The byte ranges the buffer carries a style's tag on (touching ranges show as one), as
    /// GTK draws them; tests compare them with what the core asked for.
    package func taggedByteRanges(_ style: GtkDrawnTextDecoration.Style) -> [Range<Int>] {
        taggedSpans(tag(for: style)).map { byteOffset(ofCharacter: Int($0.0))..<byteOffset(ofCharacter: Int($0.1)) }
    }

    private func tag(for style: GtkDrawnTextDecoration.Style) -> UnsafeMutablePointer<GtkTextTag> {
        switch style {
        case .found: foundTag
        case .highlighted: highlightedTag
        case .marked, .selection: markedTag
        }
    }

    /// More characters than one line on screen shows, however narrow the font.
    static let longestLineShown: Int32 = 2048

    /// The bytes shown, widened by `marginScreens` screens above and below so short scrolls
    /// find them tagged.
    func visibleByteRange(marginScreens: Int32 = 1) -> Range<Int> {
        var rect = GdkRectangle()
        gtk_text_view_get_visible_rect(cgtk_text_view(view), &rect)
        var top = GtkTextIter()
        var bottom = GtkTextIter()
        let margin = marginScreens * rect.height
        _ = gtk_text_view_get_iter_at_location(cgtk_text_view(view), &top, rect.x, max(0, rect.y - margin))
        _ = gtk_text_view_get_iter_at_location(cgtk_text_view(view), &bottom, rect.x + rect.width, rect.y + rect.height + margin)
        // On to the end of the paragraph, or of what a line on screen can hold when the
        // paragraph goes on further: a paragraph can be a whole file.
        var paragraphEnd = bottom
        gtk_text_iter_forward_to_line_end(&paragraphEnd)
        if gtk_text_iter_get_offset(&paragraphEnd) - gtk_text_iter_get_offset(&bottom) > Self.longestLineShown {
            _ = gtk_text_iter_forward_chars(&bottom, Self.longestLineShown)
        } else {
            bottom = paragraphEnd
        }
        let from = byteOffset(of: &top)
        let to = byteOffset(of: &bottom)
        return min(from, to)..<max(from, to)
    }

    private func recordDecorations(_ ranges: [GtkDrawnTextDecoration.Style: [Range<Int>]], selection: Range<Int>) {
        recordedDecorations = (ranges, selection)
    }

    /// What the last sync decorated, with window rectangles (tests read it).
    package var decorations: [GtkDrawnTextDecoration] {
        let (ranges, selection) = recordedDecorations
        var drawn: [GtkDrawnTextDecoration] = []
        let colors: [GtkDrawnTextDecoration.Style: GtkRGBA] = [
            .marked: GtkPresenter.markedColor, .selection: GtkPresenter.selectionColor,
            .found: GtkPresenter.foundColor, .highlighted: GtkPresenter.highlightedColor,
        ]
        var all = ranges
        if !selection.isEmpty, selection.upperBound <= loadedBytes { all[.selection] = [selection] }
        for style in [GtkDrawnTextDecoration.Style.marked, .selection, .found, .highlighted] {
            for range in all[style] ?? [] {
                drawn.append(GtkDrawnTextDecoration(style: style, byteRange: range, rects: rects(for: range), color: colors[style]!))
            }
        }
        return drawn
    }

    /// Where a byte range of the text shows, in the coordinates of the overlay the widget is
    /// placed in (the drawing area's): one rectangle per line it spans, or the caret's for an
    /// empty range.
    func rects(for range: Range<Int>) -> [CGRect] {
        let textView = cgtk_text_view(view)
        var start = iter(atByte: range.lowerBound)
        var end = iter(atByte: range.upperBound)
        var first = GdkRectangle()
        var last = GdkRectangle()
        gtk_text_view_get_iter_location(textView, &start, &first)
        gtk_text_view_get_iter_location(textView, &end, &last)
        var visible = GdkRectangle()
        gtk_text_view_get_visible_rect(textView, &visible)
        let left = Double(gtk_text_view_get_left_margin(textView))
        let right = Double(visible.width) - Double(gtk_text_view_get_right_margin(textView))
        var boxes: [CGRect] = []
        if range.isEmpty {
            boxes = [CGRect(x: Double(first.x), y: Double(first.y), width: 1, height: Double(first.height))]
        } else if first.y == last.y {
            boxes = [CGRect(x: Double(first.x), y: Double(first.y), width: Double(last.x - first.x), height: Double(first.height))]
        } else {
            boxes.append(CGRect(x: Double(first.x), y: Double(first.y), width: max(1, right - Double(first.x)), height: Double(first.height)))
            let middleTop = Double(first.y + first.height)
            if Double(last.y) > middleTop {
                boxes.append(CGRect(x: left, y: middleTop, width: right - left, height: Double(last.y) - middleTop))
            }
            if last.x > Int32(left) {
                boxes.append(CGRect(x: left, y: Double(last.y), width: Double(last.x) - left, height: Double(last.height)))
            }
        }
        return boxes.map { box in
            var x = 0, y = 0
            var windowX: Int32 = 0, windowY: Int32 = 0
            gtk_text_view_buffer_to_window_coords(textView, GTK_TEXT_WINDOW_WIDGET, Int32(box.minX), Int32(box.minY), &windowX, &windowY)
            (x, y) = (Int(windowX), Int(windowY))
            let origin = pointInParent(x: Double(x), y: Double(y))
            return CGRect(origin: origin, size: box.size)
        }
    }
}
