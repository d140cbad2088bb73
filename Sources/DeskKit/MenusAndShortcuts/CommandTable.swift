/// The commands of a menu tree under construction, by action and property list.
///
/// A flat open-addressing table of cached hashes and unretained references. The builder's tree
/// keeps every indexed command alive (an element leaves the table before it leaves the tree),
/// so a rebuild of thousands of commands neither retains nor releases them one by one, and the
/// table is freed as one block.
@MainActor
final class CommandTable {
    private struct Slot {
        var hash: Int
        /// The command, or nil for a slot that is empty (`hash == 0`) or was emptied (`hash == 1`).
        var command: Unmanaged<UICommand>?
    }

    private static let emptyHash = 0
    private static let removedHash = 1

    /// Owned slots, so writes need no copy-on-write check.
    // Unchecked exclusivity: touched per command, and never reentrantly (``isInUse`` checks that
    // in debug builds and the fuzzers). Measured with callgrind: checked, the menu profile ran
    // 1.5% more instructions with kept menus and 0.3% more with menus made anew.
    @exclusivity(unchecked) nonisolated(unsafe) private var slots: UnsafeMutableBufferPointer<Slot>
    @exclusivity(unchecked) private var mask: Int
    /// Commands in the table.
    @exclusivity(unchecked) private(set) var count = 0
    /// Commands plus emptied slots: what lengthens probes.
    @exclusivity(unchecked) private var occupied = 0
    /// Set while a call into the table runs. The unchecked accesses above could only overlap if
    /// one call started inside another; debug builds and the fuzzers (assertions on) check that
    /// none does. Release builds never write it.
    private var isInUse = false

    init(minimumCapacity: Int = 0) {
        var size = 16
        while size * 3 < minimumCapacity * 4 { size <<= 1 }
        slots = Self.emptySlots(size)
        mask = size - 1
    }

    deinit {
        slots.deallocate()
    }

    /// Marks the start of a call into the table; asserts that no other call is under way.
    @inline(__always)
    private func beginUse() {
        assert(!isInUse, "a call into a command table started while another was under way")
        assert({ isInUse = true; return true }())
    }

    @inline(__always)
    private func endUse() {
        assert({ isInUse = false; return true }())
    }

    /// The addresses of the commands in the table, never dereferenced (for checking that each is
    /// still held by the tree).
    var addresses: [UnsafeMutableRawPointer] {
        beginUse()
        defer { endUse() }
        return slots.compactMap { $0.command?.toOpaque() }
    }

    /// How many commands the table holds before it grows.
    var capacity: Int { slots.count * 3 / 4 }

    /// Empties the table, keeping its storage: the next rebuild reuses it instead of asking the
    /// allocator for a large block, which also made it consolidate every freed small block.
    func removeAll() {
        beginUse()
        defer { endUse() }
        slots.update(repeating: Slot(hash: Self.emptyHash, command: nil))
        count = 0
        occupied = 0
    }

    private static func emptySlots(_ size: Int) -> UnsafeMutableBufferPointer<Slot> {
        let slots = UnsafeMutableBufferPointer<Slot>.allocate(capacity: size)
        slots.initialize(repeating: Slot(hash: emptyHash, command: nil))
        return slots
    }

    /// The stored hash for a command's key: never one of the two marker values.
    static func slotHash(_ command: UICommand) -> Int {
        let hash = command.commandKeyHash
        return hash == emptyHash || hash == removedHash ? hash &+ 2 : hash
    }

    /// The command with `key`, if any.
    subscript(key: CommandKey) -> UICommand? {
        beginUse()
        defer { endUse() }
        var hash = key._rawHashValue(seed: 0)
        if hash == Self.emptyHash || hash == Self.removedHash { hash &+= 2 }
        var position = hash & mask
        while true {
            let slot = slots[position]
            if slot.hash == Self.emptyHash { return nil }
            if slot.hash == hash, let command = slot.command?.takeUnretainedValue(), command.commandKey == key {
                return command
            }
            position = (position &+ 1) & mask
        }
    }

    /// Adds `command` unless a command with the same key is present; returns that one if so.
    func insert(_ command: UICommand) -> UICommand? {
        beginUse()
        defer { endUse() }
        if (occupied + 1) * 4 > slots.count * 3 { grow(toHold: count + 1) }
        let reference = Unmanaged.passUnretained(command)
        return place(reference, hash: Self.slotHash(command))?.takeUnretainedValue()
    }

    /// Adds commands in order until one has the key of a command already present; returns how
    /// many went in. `hashes` are the commands' ``slotHash(_:)`` values; the caller keeps the
    /// commands alive, so none is retained here.
    func insertAll(_ newCommands: ContiguousArray<Unmanaged<UICommand>>, hashes: ContiguousArray<Int>) -> Int {
        beginUse()
        defer { endUse() }
        assert(newCommands.count == hashes.count, "each command needs its hash")
        if (occupied + newCommands.count) * 4 > slots.count * 3 { grow(toHold: count + newCommands.count) }
        for index in newCommands.indices where place(newCommands[index], hash: hashes[index]) != nil {
            return index
        }
        return newCommands.count
    }

    /// Puts a command in the first free slot of its probe sequence (reusing an emptied one),
    /// unless a command with its key is found first, which is returned instead. Room was made.
    @inline(__always)
    private func place(_ reference: Unmanaged<UICommand>, hash: Int) -> Unmanaged<UICommand>? {
        var position = hash & mask
        var reusable = -1
        while true {
            let slot = slots[position]
            if slot.hash == Self.emptyHash { break }
            if slot.hash == Self.removedHash {
                if reusable < 0 { reusable = position }
            } else if slot.hash == hash, let existing = slot.command,
                      existing.toOpaque() == reference.toOpaque()
                      || existing.takeUnretainedValue().hasSameKey(as: reference.takeUnretainedValue()) {
                return existing
            }
            position = (position &+ 1) & mask
        }
        if reusable >= 0 {
            position = reusable
        } else {
            occupied += 1
        }
        slots[position] = Slot(hash: hash, command: reference)
        count += 1
        return nil
    }

    /// Removes `command` itself (not another command with its key), if present.
    func remove(_ command: UICommand) {
        beginUse()
        defer { endUse() }
        let hash = Self.slotHash(command)
        let target = Unmanaged.passUnretained(command).toOpaque()
        var position = hash & mask
        while true {
            let slot = slots[position]
            if slot.hash == Self.emptyHash { return }
            if slot.hash == hash, slot.command?.toOpaque() == target {
                slots[position] = Slot(hash: Self.removedHash, command: nil)
                count -= 1
                return
            }
            position = (position &+ 1) & mask
        }
    }

    /// Rebuilds the slots, without emptied ones, large enough for `needed` commands at no more
    /// than half full (so growth is rare and probes stay short).
    private func grow(toHold needed: Int) {
        var size = slots.count
        while size < needed * 2 { size <<= 1 }
        let old = slots
        slots = Self.emptySlots(size)
        mask = size - 1
        occupied = count
        for slot in old where slot.hash != Self.emptyHash && slot.hash != Self.removedHash {
            var position = slot.hash & mask
            while slots[position].hash != Self.emptyHash { position = (position &+ 1) & mask }
            slots[position] = slot
        }
        old.deallocate()
    }
}
