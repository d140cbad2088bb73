/// A copy of a storage's text that a platform widget keeps anyway (GTK's text buffer): the
/// storage can read and edit it instead of holding a second copy of a large text.
///
/// Offsets are UTF-8 byte offsets of the same text the storage had when it handed its bytes over
/// (``InMemoryTextStorage/releaseBytes(to:)``); the copy must hold exactly that text.
@MainActor
package protocol TextStorageExternalCopy: AnyObject {
    /// The copy's length in UTF-8 bytes.
    var utf8Count: Int { get }
    /// Calls `body` with bytes `range` of the copy in one piece.
    func withBytes<R>(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R
    /// The whole text, with `capacity` reserved.
    func wholeBytes(capacity: Int) -> [UInt8]
    /// Starts copying the whole text out in the background, a piece at a time, as it will be
    /// asked for soon (a find session began): the storage then takes it back without a pause.
    func prepareWholeText()
    /// Replaces bytes `range` with `replacement` and returns the bytes it removed.
    func replace(_ range: Range<Int>, with replacement: ArraySlice<UInt8>) -> [UInt8]
    /// The most edits the copy takes one at a time; the storage takes a larger batch (a
    /// replace-all) back into its own bytes first.
    var largestEditBatch: Int { get }
}
