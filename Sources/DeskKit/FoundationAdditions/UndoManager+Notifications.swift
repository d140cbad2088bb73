import Foundation

// MARK: - Telling observers that undo and redo changed

extension Notification.Name {
    /// Posted with the undo manager as object after it undid a step.
    public static let NSUndoManagerDidUndoChange = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    /// Posted with the undo manager as object after it redid a step.
    public static let NSUndoManagerDidRedoChange = Notification.Name("NSUndoManagerDidRedoChangeNotification")
    /// Posted with the undo manager as object after it opened an outermost group.
    public static let NSUndoManagerDidOpenUndoGroup = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    /// Posted with the undo manager as object after an outermost group closed into an undo step.
    public static let NSUndoManagerDidCloseUndoGroup = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")
    /// Posted with the undo manager as object when what it can undo or redo changed otherwise
    /// (DeskKit posts it when ``UndoManager/removeAllActions()`` forgets every step).
    public static let NSUndoManagerCheckpoint = Notification.Name("NSUndoManagerCheckpointNotification")
}

extension UndoManager {
    /// Posts `name` with this manager as object, for undo and redo buttons and documents.
    func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}
