extension UIBarButtonItem.SystemItem {
    /// The word a system item shows where no icon is wanted (and in menus).
    var title: String? {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .add: "Add"
        case .flexibleSpace, .fixedSpace: nil
        case .compose: "Compose"
        case .reply: "Reply"
        case .action: "Share"
        case .organize: "Organize"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .refresh: "Refresh"
        case .stop: "Stop"
        case .camera: "Camera"
        case .trash: "Delete"
        case .play: "Play"
        case .pause: "Pause"
        case .rewind: "Rewind"
        case .fastForward: "Fast Forward"
        case .undo: "Undo"
        case .redo: "Redo"
        case .close: "Close"
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
