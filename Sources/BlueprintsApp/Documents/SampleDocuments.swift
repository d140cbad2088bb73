/// The documents Blueprints opens with, built in so the app needs no set-up.
public enum SampleDocuments {
    public static let all: [BlueprintDocument] = [
        BlueprintDocument(title: "Garden Shed", text: """
            Garden shed, 2.4 m × 1.8 m, timber frame on concrete pads.
            Walls: 45 × 70 mm studs at 600 mm centres, shiplap cladding.
            Roof: single pitch, 15°, corrugated sheets over 18 mm ply.
            Door: 900 mm, hung on the long side, facing the path.
            Windows: two fixed panes, 600 × 400 mm, south wall.
            """),
        BlueprintDocument(title: "Kitchen Shelves", text: """
            Three floating shelves above the counter, oak, 28 mm thick.
            Lengths: 1200 mm, 900 mm, 900 mm; depth 220 mm.
            Brackets: hidden steel rods, 12 mm, drilled 150 mm into the wall.
            Spacing: 350 mm between shelves, lowest 450 mm above the counter.
            """),
        BlueprintDocument(title: "Reading Nook", text: """
            Window seat, 1500 mm wide, 450 mm high, 550 mm deep.
            Storage: two drawers under the seat on full-extension runners.
            Cushion: 100 mm foam, removable cover.
            Lighting: wall lamp at 1200 mm, switched at the seat.
            """),
    ]
}
