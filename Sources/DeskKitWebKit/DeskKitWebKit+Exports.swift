// As Apple's WebKit brings UIKit and Foundation's URL loading types, `import DeskKitWebKit` brings
// DeskKit and FoundationNetworking (where URLRequest and URLResponse live on Linux).
@_exported import DeskKit
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
