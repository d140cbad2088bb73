import Foundation

/// Something that can be shared: it hands out item providers for what it holds, so the share
/// sheet and drags can take it. A responder names one with
/// ``UIResponder/activityItemsConfiguration``.
public protocol UIActivityItemsConfigurationReading: AnyObject {
    /// Providers for the items to share, each loading the item's data on request.
    var itemProvidersForActivityItemsConfiguration: [NSItemProvider] { get }
}
