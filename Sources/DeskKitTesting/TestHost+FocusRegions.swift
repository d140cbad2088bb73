import DeskKit

// MARK: - F6 between a window's regions

extension TestHost {
    /// The region the core last told the presenter the key window's keyboard went to (nil when
    /// it was never told, or told that nothing has it), as a platform layer would focus it.
    package var presentedFocusRegion: FocusRegion? {
        guard let window = keyWindow else { return nil }
        return recorder.focusRegions[ObjectIdentifier(window)] ?? nil
    }

    /// How many times the core told the presenter that the keyboard moved between regions.
    public var focusRegionChangeCount: Int { recorder.focusRegionChanges }

    /// Presses F6 (Shift+F6 with `backward`); true when the keyboard moved to another region.
    @discardableResult
    public func pressF6(backward: Bool = false) -> Bool {
        press(UIKeyCommand.inputF6, modifiers: backward ? .shift : [])
    }
}
