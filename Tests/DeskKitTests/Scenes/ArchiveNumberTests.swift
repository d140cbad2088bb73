@testable import DeskKit
import Foundation
import Testing

/// Numbers in a saved activity's user info come back as values the archive can write again,
/// whatever their size (an input the fuzzer found: a whole number past Int's range).
@MainActor
struct ArchiveNumberTests {
    @Test func numbersOfEverySizeSurviveAReadAndASave() throws {
        let archive = #"{"format":"DeskKitSceneRestoration","version":1,"sessions":[{"id":"a","configuration":"Default","activity":{"type":"com.example.editor","userInfo":{"list":[1,2.5,9223372486053775807,-3],"flag":true}}}]}"#
        let types = Dictionary(uniqueKeysWithValues: RestorationArchive.builtInArchivableTypes.map { ($0.archiveTypeName, $0) })
        let first = try RestorationArchive.decode(Data(archive.utf8), types: types)
        #expect(first.leftOut.isEmpty)
        let again = try RestorationArchive.decode(try RestorationArchive.encode(first.sessions), types: types)
        #expect(again.leftOut.isEmpty)
        let list = again.sessions.first?.activity?.userInfo?["list"] as? [Any]
        #expect(list?.count == 4)
        #expect(list?.first as? Int == 1)
        #expect(list?[1] as? Double == 2.5)
        #expect((list?[2] as? Double).map { $0 > 9.2e18 } == true)
        #expect(list?[3] as? Int == -3)
        #expect(again.sessions.first?.activity?.userInfo?["flag"] as? Bool == true)
    }
}
