/// The notes Blueprints shows beside its documents, built in like the sample documents.
public enum SampleNotes {
    public static let all: [Note] = [
        Note(title: "Shopping List", text: "Timber: twelve lengths of 45 × 70 mm. Screws, wood glue, sandpaper."),
        Note(title: "Ideas", text: "Paint the shed door green. An oak shelf for the hallway? Check the timber offcuts first."),
        Note(title: "Measurements", text: "Hallway alcove 820 mm wide. Shed door opening 910 mm. Timber stack behind the garage."),
        Note(title: "Reminders", text: "Return the borrowed saw. Order timber before Friday."),
    ]
}
