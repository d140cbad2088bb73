import Foundation

/// How the lines of a paragraph are aligned and spaced, as an attributed string's
/// `.paragraphStyle` carries it.
///
/// DeskKit's text views show plain text, so a paragraph style is carried in attributed strings
/// for code that builds and reads them; the views take their alignment from
/// ``UITextView/textAlignment`` instead.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// A style with every value at its default (a fresh one each time: styles are not shared
    /// across threads).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// Where the lines sit between the margins.
    open internal(set) var alignment = NSTextAlignment.natural
    /// Extra space between lines, in points.
    open internal(set) var lineSpacing: CGFloat = 0
    /// Extra space after the paragraph, in points.
    open internal(set) var paragraphSpacing: CGFloat = 0
    /// Extra space before the paragraph, in points.
    open internal(set) var paragraphSpacingBefore: CGFloat = 0
    /// The first line's indent from the leading margin, in points.
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    /// The other lines' indent from the leading margin, in points.
    open internal(set) var headIndent: CGFloat = 0
    /// The trailing margin: from the leading margin when positive, from the trailing edge when not.
    open internal(set) var tailIndent: CGFloat = 0
    /// How lines too long for the width end.
    open internal(set) var lineBreakMode = NSLineBreakMode.byWordWrapping
    /// The least height of a line, or 0 for none.
    open internal(set) var minimumLineHeight: CGFloat = 0
    /// The greatest height of a line, or 0 for none.
    open internal(set) var maximumLineHeight: CGFloat = 0
    /// The factor of the natural line height, or 0 for the natural height.
    open internal(set) var lineHeightMultiple: CGFloat = 0

    public override init() {
        super.init()
    }

    /// A copy of the style.
    open func copy(with zone: NSZone? = nil) -> Any {
        NSParagraphStyle(copying: self)
    }

    /// A mutable copy of the style.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        NSMutableParagraphStyle(copying: self)
    }

    /// A style with `style`'s values.
    init(copying style: NSParagraphStyle) {
        super.init()
        takeValues(of: style)
    }

    /// Sets every value to `style`'s.
    func takeValues(of style: NSParagraphStyle) {
        (alignment, lineSpacing, paragraphSpacing, paragraphSpacingBefore) =
            (style.alignment, style.lineSpacing, style.paragraphSpacing, style.paragraphSpacingBefore)
        (firstLineHeadIndent, headIndent, tailIndent, lineBreakMode) =
            (style.firstLineHeadIndent, style.headIndent, style.tailIndent, style.lineBreakMode)
        (minimumLineHeight, maximumLineHeight, lineHeightMultiple) =
            (style.minimumLineHeight, style.maximumLineHeight, style.lineHeightMultiple)
    }
}

/// A paragraph style whose values can be set.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// Where the lines sit between the margins.
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    /// Extra space between lines, in points.
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    /// Extra space after the paragraph, in points.
    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
    /// Extra space before the paragraph, in points.
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = newValue }
    }
    /// The first line's indent from the leading margin, in points.
    open override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = newValue }
    }
    /// The other lines' indent from the leading margin, in points.
    open override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = newValue }
    }
    /// The trailing margin.
    open override var tailIndent: CGFloat {
        get { super.tailIndent }
        set { super.tailIndent = newValue }
    }
    /// How lines too long for the width end.
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    /// The least height of a line, or 0 for none.
    open override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
    }
    /// The greatest height of a line, or 0 for none.
    open override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = newValue }
    }
    /// The factor of the natural line height, or 0 for the natural height.
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }

    /// Copies `style` into this one.
    open func setParagraphStyle(_ style: NSParagraphStyle) {
        takeValues(of: style)
    }
}
