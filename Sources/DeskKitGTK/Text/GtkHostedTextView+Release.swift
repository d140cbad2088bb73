import CGtk
import DeskKit

// MARK: - Holding a large text once

extension GtkHostedTextView {
    /// The buffer copy the shown storage reads now, if it let go of its bytes (and has not
    /// taken them back for a snapshot or a replace-all since).
    var activeBufferCopy: GtkBufferTextCopy? {
        guard let copy = bufferCopy, let storage = releasedStorage, storage.isReleased,
              textView?.textStorage === storage else { return nil }
        return copy
    }

    /// Once a large text is loaded and then left alone for a moment (no edit, no snapshot or
    /// other read of the whole text, no find navigator open on it), its storage lets go of its
    /// bytes and reads the buffer. Checked again after every sync, as a search or a replace-all
    /// takes the bytes back.
    func releaseStorageWhenIdle() {
        guard !isWaitingToRelease, isLoaded, let storage = textView?.textStorage as? InMemoryTextStorage,
              !storage.isReleased, storage.utf8Count >= Self.releaseThreshold else { return }
        isWaitingToRelease = true
        var seen = (storage.version, storage.wholeTextReads)
        GtkIdle.poll(everyMilliseconds: Self.releaseDelayMilliseconds) { [weak self, weak storage] in
            guard let self, let storage, self.textView?.textStorage === storage, !storage.isReleased,
                  storage.utf8Count >= Self.releaseThreshold else {
                self?.isWaitingToRelease = false
                return true
            }
            let now = (storage.version, storage.wholeTextReads)
            let isFinding = self.textView?.findInteraction?.isFindNavigatorVisible == true
            guard self.isLoaded, now == seen, !storage.hasLiveSnapshot, !isFinding else {
                seen = now
                return false
            }
            self.isWaitingToRelease = false
            self.release(storage)
            return true
        }
    }

    /// Hands the storage's text over to the buffer, which holds the same text.
    func release(_ storage: InMemoryTextStorage) {
        guard isLoaded, storage.utf8Count == loadedBytes else { return }
        let copy = storage.withBytes(in: 0..<storage.utf8Count) { GtkBufferTextCopy(host: self, text: $0) }
        // A buffer holding other characters (text GTK could not take as it is) keeps both copies.
        guard let copy else { return }
        storage.releaseBytes(to: copy)
        releasedStorage = storage
        bufferCopy = copy
    }

    /// Gives a storage reading the buffer its bytes back (before the buffer is emptied or goes).
    func reclaimStorage() {
        releasedStorage?.reclaimBytes()
        releasedStorage = nil
        bufferCopy = nil
    }

    /// Makes an edit of a storage that reads the buffer (``GtkBufferTextCopy``): characters
    /// `characters` become `bytes`. An edit typed in GTK is made here too, and GTK told not to
    /// make it again (``forwardedEditEnd``).
    func replaceInBuffer(_ characters: Range<Int>, with bytes: ArraySlice<UInt8>, insertedCharacters: Int) {
        var first = GtkTextIter()
        var last = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &first, Int32(clamping: characters.lowerBound))
        changeBuffer {
            if !characters.isEmpty {
                gtk_text_buffer_get_iter_at_offset(buffer, &last, Int32(clamping: characters.upperBound))
                gtk_text_buffer_delete(buffer, &first, &last)
            }
            bytes.withUnsafeBufferPointer { insert($0, at: &first) }
        }
        if isForwardingGtkEdit {
            forwardedEditEnd = characters.lowerBound + insertedCharacters
        } else {
            shownSelection = nil
        }
    }
}
