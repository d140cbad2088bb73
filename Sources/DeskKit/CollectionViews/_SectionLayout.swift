import Foundation

/// Lays out one section of a compositional layout: its group repeated down the section, one
/// group below the other, until `count` items are placed. Frames are in the collection view's
/// content coordinates, left to right.
@MainActor
struct _SectionLayout {
    let section: NSCollectionLayoutSection
    /// The collection view's width.
    let width: CGFloat
    /// The collection view's visible height, which fractional heights are fractions of.
    let visibleHeight: CGFloat

    /// The frames of the section's first `count` items, starting at `top`; `top` ends below the section.
    func frames(count: Int, top: inout CGFloat) -> [CGRect] {
        let insets = section.contentInsets
        let content = CGSize(width: max(0, width - insets.leading - insets.trailing),
                             height: max(0, visibleHeight - insets.top - insets.bottom))
        let groupSize = section.group.layoutSize.resolved(in: content)
        var frames: [CGRect] = []
        var y = top + insets.top
        var first = true
        while frames.count < count {
            if !first { y += section.interGroupSpacing }
            first = false
            var placed: [CGRect] = []
            let height = place(section.group, size: groupSize, at: CGPoint(x: insets.leading, y: y), limit: count - frames.count, into: &placed)
            // A group that holds nothing (zero-sized) would repeat for ever.
            guard !placed.isEmpty else { break }
            frames += placed
            y += height
        }
        top = y + insets.bottom
        return frames + Array(repeating: .zero, count: max(0, count - frames.count))
    }

    /// Places `group`'s items (at most `limit`) with its frame at `origin`, appending the items'
    /// frames; returns the group's height: its own, or for an estimated height its items' extent.
    private func place(_ group: NSCollectionLayoutGroup, size: CGSize, at origin: CGPoint, limit: Int,
                       into frames: inout [CGRect]) -> CGFloat {
        let horizontal = group.axis == .horizontal
        let length = horizontal ? size.width : size.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        // The subitems in order, with their sizes: a lone subitem repeated while it fits, or as
        // often as the count asks, sharing the group's length.
        var members: [(NSCollectionLayoutItem, CGSize)]
        if group.subitems.count == 1, let item = group.subitems.first {
            var itemSize = item.layoutSize.resolved(in: size)
            let repeats: Int
            if let count = group.repetitions {
                repeats = count
                let share = max(0, (length - spacing * CGFloat(count - 1)) / CGFloat(count))
                if horizontal { itemSize.width = share } else { itemSize.height = share }
            } else {
                let itemLength = horizontal ? itemSize.width : itemSize.height
                repeats = itemLength > 0 ? max(1, Int(((length + spacing) / (itemLength + spacing)).rounded(.down))) : 1
            }
            members = Array(repeating: (item, itemSize), count: repeats)
        } else {
            members = group.subitems.map { ($0, $0.layoutSize.resolved(in: size)) }
        }
        let lengths = members.map { horizontal ? $0.1.width : $0.1.height }
        var gap = spacing
        if group.interItemSpacing?.isFlexibleSpacing == true, members.count > 1 {
            let spare = length - lengths.reduce(0, +) - spacing * CGFloat(members.count - 1)
            if spare > 0 { gap += spare / CGFloat(members.count - 1) }
        }
        var position: CGFloat = 0
        var extent: CGFloat = 0
        let start = frames.count
        for (item, itemSize) in members {
            let remaining = limit - (frames.count - start)
            guard remaining > 0 else { break }
            let itemOrigin = horizontal ? CGPoint(x: origin.x + position, y: origin.y) : CGPoint(x: origin.x, y: origin.y + position)
            if let nested = item as? NSCollectionLayoutGroup {
                let before = frames.count
                let nestedHeight = place(nested, size: itemSize, at: itemOrigin, limit: remaining, into: &frames)
                if frames.count == before { break }
                extent = max(extent, horizontal ? nestedHeight : position + nestedHeight)
            } else {
                let insets = item.contentInsets
                frames.append(CGRect(x: itemOrigin.x + insets.leading, y: itemOrigin.y + insets.top,
                                     width: max(0, itemSize.width - insets.leading - insets.trailing),
                                     height: max(0, itemSize.height - insets.top - insets.bottom)))
                extent = max(extent, horizontal ? itemSize.height : position + itemSize.height)
            }
            position += (horizontal ? itemSize.width : itemSize.height) + gap
        }
        return group.layoutSize.heightDimension.isEstimated ? max(extent, 0) : size.height
    }
}
