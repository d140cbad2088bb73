/// Which way an edit menu's arrow points, and so on which side of its target the menu sits.
///
/// `.up` points up at a target above the arrow, so the menu sits below the target; `.down` puts
/// the menu above. `.automatic` lets DeskKit choose: above when there is room, as on iPad.
public enum UIEditMenuArrowDirection: Int, Hashable, Sendable {
    /// DeskKit chooses: above the target if the menu fits, else below, else to either side.
    case automatic = 0
    /// The menu sits below its target, the arrow pointing up at it.
    case up = 1
    /// The menu sits above its target, the arrow pointing down at it.
    case down = 2
    /// The menu sits to the right of its target, the arrow pointing left at it.
    case left = 3
    /// The menu sits to the left of its target, the arrow pointing right at it.
    case right = 4
}
