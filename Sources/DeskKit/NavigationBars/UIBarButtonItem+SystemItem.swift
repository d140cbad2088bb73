extension UIBarButtonItem.SystemItem {
    /// The word a system item shows where no icon is wanted (and in menus).
    var title: String? {
        switch self {
        case .done: String(deskKit: "Done")
        case .cancel: String(deskKit: "Cancel")
        case .edit: String(deskKit: "Edit")
        case .save: String(deskKit: "Save")
        case .add: String(deskKit: "Add")
        case .flexibleSpace, .fixedSpace: nil
        case .compose: String(deskKit: "Compose")
        case .reply: String(deskKit: "Reply")
        case .action: String(deskKit: "Share")
        case .organize: String(deskKit: "Organize")
        case .bookmarks: String(deskKit: "Bookmarks")
        case .search: String(deskKit: "Search")
        case .refresh: String(deskKit: "Refresh")
        case .stop: String(deskKit: "Stop")
        case .camera: String(deskKit: "Camera")
        case .trash: String(deskKit: "Delete")
        case .play: String(deskKit: "Play")
        case .pause: String(deskKit: "Pause")
        case .rewind: String(deskKit: "Rewind")
        case .fastForward: String(deskKit: "Fast Forward")
        case .undo: String(deskKit: "Undo")
        case .redo: String(deskKit: "Redo")
        case .close: String(deskKit: "Close")
        }
    }

    /// The icon of icon-style system items; text-style ones (Done, Cancel, …) have none.
    var image: UIImage? {
        switch self {
        case .add: UIImage(iconName: "list-add")
        case .compose: UIImage(iconName: "document-edit")
        case .reply: UIImage(iconName: "mail-reply-sender")
        case .action: UIImage(iconName: "send-to")
        case .organize: UIImage(iconName: "folder")
        case .bookmarks: UIImage(iconName: "user-bookmarks")
        case .search: UIImage(iconName: "edit-find")
        case .refresh: UIImage(iconName: "view-refresh")
        case .stop: UIImage(iconName: "process-stop")
        case .camera: UIImage(iconName: "camera-photo")
        case .trash: UIImage(iconName: "user-trash")
        case .play: UIImage(iconName: "media-playback-start")
        case .pause: UIImage(iconName: "media-playback-pause")
        case .rewind: UIImage(iconName: "media-seek-backward")
        case .fastForward: UIImage(iconName: "media-seek-forward")
        case .undo: UIImage(iconName: "edit-undo")
        case .redo: UIImage(iconName: "edit-redo")
        case .close: UIImage(iconName: "window-close")
        case .done, .cancel, .edit, .save, .flexibleSpace, .fixedSpace: nil
        }
    }
}
