import Foundation

/// Follows a band over a collection's items and reports only the items whose selection changes,
/// so each update costs the items the band's edges swept, not the items under the band.
struct _BandSelectionTracker {
    /// How the band combines with the selection it started from.
    enum Mode: Equatable {
        /// A plain drag: the selection becomes the items under the band.
        case replace
        /// Shift: the items under the band join the selection.
        case add
        /// Command (Ctrl on Linux): the items under the band flip from their state at the start.
        case toggle

        init(modifierFlags: UIKeyModifierFlags) {
            if modifierFlags.contains(.command) {
                self = .toggle
            } else if modifierFlags.contains(.shift) {
                self = .add
            } else {
                self = .replace
            }
        }
    }

    let mode: Mode
    /// The selection when the band began (flat item numbers).
    let base: _ItemSet
    /// The items under the band now.
    private(set) var inBandItems = _ItemSet()
    private var rect: CGRect?

    init(mode: Mode, base: _ItemSet) {
        self.mode = mode
        self.base = base
    }

    init(mode: Mode, base: Set<Int>) {
        self.init(mode: mode, base: _ItemSet(base))
    }

    /// The items under the band now, as a set.
    var inBand: Set<Int> { Set(inBandItems) }

    /// Whether `item` is selected with the band where it is now.
    func isSelected(_ item: Int) -> Bool {
        switch mode {
        case .replace: return inBandItems.contains(item)
        case .add: return base.contains(item) || inBandItems.contains(item)
        case .toggle: return base.contains(item) != inBandItems.contains(item)
        }
    }

    /// Moves the band to `newRect` (content coordinates) and calls `changed` for each item that
    /// entered or left it.
    /// - Complexity: O(items in the strips between the old and new band).
    mutating func update(to newRect: CGRect, in grid: _SpatialGrid, changed: (Int) -> Void) {
        let old = rect
        rect = newRect
        let frames = grid.frames
        for strip in Self.strips(of: newRect, outside: old) {
            grid.forEachItem(in: strip) { item in
                guard !inBandItems.contains(item), _SpatialGrid.overlaps(frames[item], newRect) else { return }
                inBandItems.insert(item)
                changed(item)
            }
        }
        guard let old else { return }
        for strip in Self.strips(of: old, outside: newRect) {
            grid.forEachItem(in: strip) { item in
                guard inBandItems.contains(item), !_SpatialGrid.overlaps(frames[item], newRect) else { return }
                inBandItems.remove(item)
                changed(item)
            }
        }
    }

    /// Rectangles covering the part of `a` outside `b` (up to four); all of `a` when `b` is
    /// missing, does not overlap, or either is a line, where area arguments do not hold.
    static func strips(of a: CGRect, outside b: CGRect?) -> [CGRect] {
        guard let b, a.width > 0, a.height > 0, b.width > 0, b.height > 0,
              a.minX < b.maxX, b.minX < a.maxX, a.minY < b.maxY, b.minY < a.maxY else { return [a] }
        var strips: [CGRect] = []
        if a.minY < b.minY { strips.append(CGRect(x: a.minX, y: a.minY, width: a.width, height: b.minY - a.minY)) }
        if a.maxY > b.maxY { strips.append(CGRect(x: a.minX, y: b.maxY, width: a.width, height: a.maxY - b.maxY)) }
        let top = max(a.minY, b.minY)
        let height = min(a.maxY, b.maxY) - top
        if a.minX < b.minX { strips.append(CGRect(x: a.minX, y: top, width: b.minX - a.minX, height: height)) }
        if a.maxX > b.maxX { strips.append(CGRect(x: b.maxX, y: top, width: a.maxX - b.maxX, height: height)) }
        return strips
    }
}
