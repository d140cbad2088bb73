/// Characters typed or deleted one after another at the caret: undone as one step, as in other
/// text editors, instead of one step per key.
@MainActor
final class TypingRun {
    /// Where the run's text starts and ends now.
    var start: Int
    var end: Int
    /// The bytes the run took out of the text, in order, which undo puts back.
    var removed: [UInt8]
    /// The storage version after the run's last edit; any other change ends the run.
    var version: Int

    init(start: Int, end: Int, removed: [UInt8], version: Int) {
        self.start = start
        self.end = end
        self.removed = removed
        self.version = version
    }

    /// The batch that undoes the whole run.
    var inverse: TextEditBatch {
        var batch = TextEditBatch()
        batch.append(replacing: start..<end, with: removed)
        return batch
    }
}
