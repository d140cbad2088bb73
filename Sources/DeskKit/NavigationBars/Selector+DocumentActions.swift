extension Selector {
    /// Prints the responder's content as a whole (a document rather than a selection).
    public static let printContent: Selector = "printContent:"
    /// Ends an inline title rename without renaming (Esc in the title editor).
    public static let cancelTitleRename: Selector = "_deskKitCancelTitleRename:"
}
