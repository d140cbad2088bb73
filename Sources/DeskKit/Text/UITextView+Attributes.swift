import Foundation

// MARK: - Attributed text

extension UITextView {
    /// The text with the view's font and colour as attributes.
    ///
    /// DeskKit's text views hold plain text in one font and colour: setting an attributed
    /// string sets ``text`` to its characters and takes the ``UIFont`` and ``UIColor`` of its
    /// first character (`.font`, `.foregroundColor`) as the view's; other attributes are dropped.
    public var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text, attributes: typingAttributes) }
        set {
            guard let string = newValue else {
                text = ""
                return
            }
            if string.length > 0 { adoptFontAndColor(of: string.attributes(at: 0, effectiveRange: nil)) }
            text = string.string
        }
    }

    /// The attributes of typed text: the view's font and colour. Setting them sets the view's
    /// ``font`` and ``textColor`` (the whole plain text shows them); other attributes are dropped.
    public var typingAttributes: [NSAttributedString.Key: Any] {
        get {
            var attributes: [NSAttributedString.Key: Any] = [.font: font ?? UIFont.systemFont(ofSize: UIFont.systemFontSize)]
            if let textColor { attributes[.foregroundColor] = textColor }
            return attributes
        }
        set { adoptFontAndColor(of: newValue) }
    }

    private func adoptFontAndColor(of attributes: [NSAttributedString.Key: Any]) {
        if let font = attributes[.font] as? UIFont { self.font = font }
        if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
    }

    /// Scrolls so the text of `range` (UTF-16 units) shows; a range Foundation's `Range(_:in:)`
    /// refuses (past the end, inside a character) is ignored.
    public func scrollRangeToVisible(_ range: NSRange) {
        guard let bytes = byteRange(ofUTF16: range) else { return }
        rangeToScrollToVisible = bytes
        setNeedsDisplay()
    }
}
