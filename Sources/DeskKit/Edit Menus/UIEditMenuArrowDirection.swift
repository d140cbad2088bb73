/// Which way an edit menu's arrow points, and so on which side of its target the menu sits.
///
/// `.up` points up at a target above the arrow, so the menu sits below the target; `.down` puts
/// the menu above. `.automatic` lets DeskKit choose: above when there is room, as on iPad.
public enum UIEditMenuArrowDirection: Int, Hashable, Sendable {
    case automatic = 0
    case up = 1
    case down = 2
    case left = 3
    case right = 4
}
