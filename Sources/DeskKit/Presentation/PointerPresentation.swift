import Foundation

/// What the pointer looks like now: its shape or effect, accessories, and the region it is in.
///
/// Built by the core from a pointer interaction's style, with geometry in window coordinates so
/// a presenter draws it without walking the view tree.
@preconcurrency @MainActor
package struct PointerPresentation {
    /// The pointer's look as a style describes it.
    package enum Appearance {
        /// The desktop's ordinary arrow.
        case system
        case hidden
        /// An effect on a view; a shape, when given, is in the view's coordinates.
        case effect(UIPointerEffect, shape: UIPointerShape?)
        /// Only a new pointer shape, moving along `constrainedAxes` alone when not empty.
        case shape(UIPointerShape, constrainedAxes: UIAxis)
    }

    /// How the pointer looks.
    package let appearance: Appearance
    /// At most four accessories, drawn around the pointer.
    package let accessories: [UIPointerAccessory]
    /// The region the pointer is in, in window coordinates; null for the system arrow.
    package let regionRect: CGRect
    /// The identifier of the region the pointer is in, if any.
    package let regionIdentifier: AnyHashable?
    /// The origin of the interaction's view in the window, to place shapes given in its coordinates.
    package let viewOrigin: CGPoint

    /// The plain arrow, outside every pointer region.
    package static var system: PointerPresentation {
        PointerPresentation(appearance: .system, accessories: [], regionRect: .null, regionIdentifier: nil, viewOrigin: .zero)
    }

    init(appearance: Appearance, accessories: [UIPointerAccessory], regionRect: CGRect, regionIdentifier: AnyHashable?, viewOrigin: CGPoint) {
        self.appearance = appearance
        self.accessories = accessories
        self.regionRect = regionRect
        self.regionIdentifier = regionIdentifier
        self.viewOrigin = viewOrigin
    }

    /// The look `style` gives over `region` of `view`.
    init(style: UIPointerStyle, region: UIPointerRegion, view: UIView) {
        let origin = view.convert(CGPoint.zero, to: nil)
        let appearance: Appearance
        switch style.content {
        case .effect(let effect, let shape): appearance = .effect(effect, shape: shape)
        case .shape(let shape, let axes): appearance = .shape(shape, constrainedAxes: axes)
        case .hidden: appearance = .hidden
        case .system: appearance = .system
        }
        self.init(appearance: appearance, accessories: style.accessories,
                  regionRect: region.rect.offsetBy(dx: origin.x, dy: origin.y),
                  regionIdentifier: region.identifier, viewOrigin: origin)
    }

    /// A short name of the look for logs and tests: "system", "hidden", "lift", "beam", …
    package var name: String {
        switch appearance {
        case .system: return "system"
        case .hidden: return "hidden"
        case .effect(.automatic, _): return "automatic"
        case .effect(.highlight, _): return "highlight"
        case .effect(.lift, _): return "lift"
        case .effect(.hover, _): return "hover"
        case .shape(.verticalBeam, _): return "verticalBeam"
        case .shape(.horizontalBeam, _): return "horizontalBeam"
        case .shape(.roundedRect, _): return "roundedRect"
        case .shape(.path, _): return "path"
        }
    }
}
