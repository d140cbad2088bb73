import Foundation

/// One side of an item's, group's or section's size: a fraction of its container, a fixed
/// length, or an estimate.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension {
    enum Kind: Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    let value: CGFloat

    private init(_ kind: Kind, _ value: CGFloat) {
        self.kind = kind
        self.value = value
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalWidth, fractionalWidth) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalHeight, fractionalHeight) }
    /// A fixed length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute, absoluteDimension) }
    /// A length the content may change; DeskKit lays items out at the estimate.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated, estimatedDimension) }

    /// Whether this is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether this is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether this is a fixed length.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether this is an estimate.
    public var isEstimated: Bool { kind == .estimated }
    /// The fraction, length or estimate.
    public var dimension: CGFloat { value }

    /// The length in a container of `container` size.
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: container.width * value
        case .fractionalHeight: container.height * value
        case .absolute, .estimated: value
        }
    }
}

/// The width and height of an item, group or section, each as a dimension.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize {
    /// How wide.
    public let widthDimension: NSCollectionLayoutDimension
    /// How tall.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of these two dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// The size in a container of `container` size.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// The space between a group's items: exactly this much, or at least this much with the rest
/// of the group's length shared out between them.
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing {
    /// The spacing in points.
    public let spacing: CGFloat
    /// Whether the spacing is a minimum that grows to fill the group.
    public let isFlexibleSpacing: Bool
    /// Whether the spacing is exact.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    /// Exactly `fixedSpacing` points between items.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(fixedSpacing, flexible: false) }
    /// At least `flexibleSpacing` points, growing so the items span the group.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(flexibleSpacing, flexible: true) }
}
