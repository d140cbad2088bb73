/// A place in a text, between two characters; each text container defines what it holds.
///
/// Positions are immutable and may be passed between threads, so searches that run in the
/// background can make them.
open class UITextPosition: @unchecked Sendable {
    /// A position of no text; subclasses add what locates it.
    public init() {}
}
