import Foundation

/// A uniform grid of buckets over item frames: finds the items meeting a rectangle by visiting
/// only the buckets it covers, so a query costs about the items near it, not all items.
///
/// Buckets are stored flat (offsets into one item array), built in two passes over the frames.
/// Empty frames are not indexed: an item without area cannot be pointed at or banded.
struct _SpatialGrid {
    let frames: [CGRect]
    private let origin: CGPoint
    private let bucketSize: CGFloat
    private let columns: Int
    private let rows: Int
    /// `starts[b]..<starts[b + 1]` are bucket `b`'s entries in `entries`.
    private let starts: [Int32]
    private let entries: [Int32]

    /// Indexes `frames`; `bucketSize` defaults to four typical items across.
    init(frames: [CGRect], bucketSize requested: CGFloat? = nil) {
        self.frames = frames
        var bounds = CGRect.null
        for frame in frames where !frame.isEmpty { bounds = bounds.union(frame) }
        if bounds.isNull { bounds = CGRect(x: 0, y: 0, width: 1, height: 1) }
        let typical = frames.first.map { max($0.width, $0.height) } ?? 64
        let size = max(requested ?? typical * 4, 16)
        origin = bounds.origin
        bucketSize = size
        columns = max(1, Int((bounds.width / size).rounded(.up)))
        rows = max(1, Int((bounds.height / size).rounded(.up)))

        var counts = [Int32](repeating: 0, count: columns * rows + 1)
        for frame in frames where !frame.isEmpty {
            let (c0, r0, c1, r1) = Self.cells(of: frame, origin: origin, size: size, columns: columns, rows: rows)
            for row in r0...r1 { for column in c0...c1 { counts[row * columns + column + 1] += 1 } }
        }
        for bucket in 1..<counts.count { counts[bucket] += counts[bucket - 1] }
        var fill = counts
        var entries = [Int32](repeating: 0, count: Int(counts[counts.count - 1]))
        for (item, frame) in frames.enumerated() where !frame.isEmpty {
            let (c0, r0, c1, r1) = Self.cells(of: frame, origin: origin, size: size, columns: columns, rows: rows)
            for row in r0...r1 {
                for column in c0...c1 {
                    let bucket = row * columns + column
                    entries[Int(fill[bucket])] = Int32(item)
                    fill[bucket] += 1
                }
            }
        }
        starts = counts
        self.entries = entries
    }

    /// Calls `body` once for each item whose frame overlaps `rect` (see ``overlaps(_:_:)``).
    /// - Complexity: O(buckets covered + items in them).
    func forEachItem(in rect: CGRect, _ body: (Int) -> Void) {
        guard !rect.isNull else { return }
        let (c0, r0, c1, r1) = Self.cells(of: rect, origin: origin, size: bucketSize, columns: columns, rows: rows)
        frames.withUnsafeBufferPointer { frames in
            for row in r0...r1 {
                for column in c0...c1 {
                    let bucket = row * columns + column
                    for entry in Int(starts[bucket])..<Int(starts[bucket + 1]) {
                        let item = Int(entries[entry])
                        let frame = frames[item]
                        guard Self.overlaps(frame, rect) else { continue }
                        // An item spanning several buckets is reported from the one holding the
                        // top-left corner of its overlap with `rect`.
                        let corner = CGPoint(x: max(frame.minX, rect.minX), y: max(frame.minY, rect.minY))
                        guard cellIndex(corner.x - origin.x, columns) == column,
                              cellIndex(corner.y - origin.y, rows) == row else { continue }
                        body(item)
                    }
                }
            }
        }
    }

    /// Whether `frame` and `rect` share area; a band of zero height or width counts when it
    /// passes through the frame's interior.
    static func overlaps(_ frame: CGRect, _ rect: CGRect) -> Bool {
        let x = rect.width > 0 ? frame.minX < rect.maxX && rect.minX < frame.maxX : frame.minX < rect.minX && rect.minX < frame.maxX
        let y = rect.height > 0 ? frame.minY < rect.maxY && rect.minY < frame.maxY : frame.minY < rect.minY && rect.minY < frame.maxY
        return x && y
    }

    private func cellIndex(_ offset: CGFloat, _ count: Int) -> Int {
        min(max(Int(coordinate: offset / bucketSize, .down), 0), count - 1)
    }

    private static func cells(of rect: CGRect, origin: CGPoint, size: CGFloat, columns: Int, rows: Int) -> (Int, Int, Int, Int) {
        func index(_ offset: CGFloat, _ count: Int) -> Int {
            min(max(Int(coordinate: offset / size, .down), 0), count - 1)
        }
        return (index(rect.minX - origin.x, columns), index(rect.minY - origin.y, rows),
                index(rect.maxX - origin.x, columns), index(rect.maxY - origin.y, rows))
    }
}
