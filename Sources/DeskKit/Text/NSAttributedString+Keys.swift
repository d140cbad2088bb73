import Foundation

// MARK: - UIKit's text attributes

// Foundation on Linux defines `NSAttributedString.Key` without UIKit's attribute names; these
// are UIKit's, with its raw values, so attributed strings built for UIKit port unchanged.
// DeskKit's text views show plain text in one font and colour: they read `.font` and
// `.foregroundColor` (see ``UITextView/attributedText``) and keep the rest only in the string.
extension NSAttributedString.Key {
    /// The text's ``UIFont``.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's ``UIColor``.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// A link (`URL` or `String`) the text opens.
    public static let link = NSAttributedString.Key("NSLink")
    /// The paragraph's ``NSParagraphStyle``.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space between letters, in points.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The underline style (an `Int`).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The strikethrough style (an `Int`).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The offset from the baseline, in points.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A ``NSTextAttachment`` shown in place of the character.
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

/// Content (an image or a file's data) that an attributed string shows in place of a character.
///
/// DeskKit's text views show plain text, so an attachment is carried in attributed strings
/// but not drawn.
open class NSTextAttachment {
    /// The attachment's data, with ``fileType`` saying what it is.
    open var contents: Data?
    /// The uniform type identifier of ``contents``.
    open var fileType: String?
    /// The image to show.
    open var image: UIImage?
    /// Where the image sits relative to the line's baseline.
    open var bounds = CGRect.zero

    /// An attachment of `contents` of type `fileType`.
    public init(data contents: Data?, ofType fileType: String?) {
        self.contents = contents
        self.fileType = fileType
    }

    /// An attachment showing `image`.
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }
}

/// How the user acted on a link or attachment in a text view.
public enum UITextItemInteraction: Int, Sendable {
    /// A click or tap: open it.
    case invokeDefaultAction
    /// A long press or secondary click: show what can be done with it.
    case presentActions
    /// A preview of it.
    case preview
}
