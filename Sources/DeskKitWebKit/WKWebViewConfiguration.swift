import CWebKitGTK
import DeskKit
import Foundation

/// What a web view is made with: its preferences, where it keeps website data, and how media play.
/// A web view copies its configuration when made, so later changes to this one do not reach it.
@MainActor
open class WKWebViewConfiguration {
    /// Page-wide preferences: fonts and script-opened windows.
    public var preferences = WKPreferences()
    /// Preferences for each page the web view loads.
    public var defaultWebpagePreferences = WKWebpagePreferences()
    /// Where cookies, caches and storage live.
    public var websiteDataStore: WKWebsiteDataStore = .default()
    /// A name added to the user agent string, after WebKit's own.
    public var applicationNameForUserAgent: String?
    /// Whether videos may play in the page rather than only full screen.
    public var allowsInlineMediaPlayback = false
    /// The media that wait for a user's gesture before they play.
    public var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    /// The kinds of data turned into links in each page loaded, found by DeskKit's detectors.
    public var dataDetectorTypes: WKDataDetectorTypes = .none

    /// A configuration with WebKit's defaults.
    public init() {}

    /// A copy with the same values (the preferences copied too, the data store shared).
    func copy() -> WKWebViewConfiguration {
        let copy = WKWebViewConfiguration()
        copy.preferences = preferences.copy()
        copy.defaultWebpagePreferences = defaultWebpagePreferences.copy()
        copy.websiteDataStore = websiteDataStore
        copy.applicationNameForUserAgent = applicationNameForUserAgent
        copy.allowsInlineMediaPlayback = allowsInlineMediaPlayback
        copy.mediaTypesRequiringUserActionForPlayback = mediaTypesRequiringUserActionForPlayback
        copy.dataDetectorTypes = dataDetectorTypes
        return copy
    }

    /// WebKitGTK's settings for these values (a new object, owned by the caller).
    func makeSettings() -> OpaquePointer {
        let settings = webkit_settings_new()!
        webkit_settings_set_minimum_font_size(settings, UInt32(max(0, preferences.minimumFontSize.rounded())))
        webkit_settings_set_javascript_can_open_windows_automatically(settings, preferences.javaScriptCanOpenWindowsAutomatically ? 1 : 0)
        webkit_settings_set_enable_fullscreen(settings, preferences.isElementFullscreenEnabled ? 1 : 0)
        // Page scripts off, while the app's own evaluateJavaScript still runs, as in WebKit.
        webkit_settings_set_enable_javascript_markup(settings, defaultWebpagePreferences.allowsContentJavaScript ? 1 : 0)
        webkit_settings_set_media_playback_allows_inline(settings, allowsInlineMediaPlayback ? 1 : 0)
        webkit_settings_set_media_playback_requires_user_gesture(settings, mediaTypesRequiringUserActionForPlayback.isEmpty ? 0 : 1)
        if let applicationNameForUserAgent {
            webkit_settings_set_user_agent_with_application_details(settings, applicationNameForUserAgent, nil)
        }
        return settings
    }
}

/// Preferences that apply to every page of a web view.
@MainActor
open class WKPreferences {
    /// The smallest font size text is shown at, in points.
    public var minimumFontSize: CGFloat = 0
    /// Whether page scripts may open windows without a user's click.
    public var javaScriptCanOpenWindowsAutomatically = false
    /// Whether page elements may go full screen.
    public var isElementFullscreenEnabled = false

    /// Preferences with WebKit's defaults.
    public init() {}

    func copy() -> WKPreferences {
        let copy = WKPreferences()
        copy.minimumFontSize = minimumFontSize
        copy.javaScriptCanOpenWindowsAutomatically = javaScriptCanOpenWindowsAutomatically
        copy.isElementFullscreenEnabled = isElementFullscreenEnabled
        return copy
    }
}

/// Preferences for the pages a web view loads.
@MainActor
open class WKWebpagePreferences {
    /// Whether the page's own scripts run; scripts the app evaluates run either way.
    public var allowsContentJavaScript = true

    /// Preferences with WebKit's defaults.
    public init() {}

    func copy() -> WKWebpagePreferences {
        let copy = WKWebpagePreferences()
        copy.allowsContentJavaScript = allowsContentJavaScript
        return copy
    }
}

/// Kinds of media, for what may play without a user's gesture.
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: UInt
    /// A set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Audio.
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    /// Video.
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    /// Every kind of media.
    public static let all = WKAudiovisualMediaTypes(rawValue: ~0)
}

/// Where web views keep cookies, caches and storage: on disk for the app, or in memory only.
@MainActor
public final class WKWebsiteDataStore {
    /// The WebKitNetworkSession behind the store.
    let session: OpaquePointer
    /// Whether the data outlives the app.
    public var isPersistent: Bool { webkit_network_session_is_ephemeral(session) == 0 }

    /// Whether the store holds its own reference to the session (not the default one's).
    private let ownsSession: Bool

    private init(session: OpaquePointer, ownsSession: Bool) {
        self.session = session
        self.ownsSession = ownsSession
    }

    isolated deinit {
        if ownsSession { g_object_unref(UnsafeMutableRawPointer(session)) }
    }

    private static var shared: WKWebsiteDataStore?

    /// The app's store on disk, shared by every web view that uses it.
    public static func `default`() -> WKWebsiteDataStore {
        if let shared { return shared }
        let store = WKWebsiteDataStore(session: webkit_network_session_get_default(), ownsSession: false)
        shared = store
        return store
    }

    /// A new store held in memory, gone when its last web view goes (private browsing).
    public static func nonPersistent() -> WKWebsiteDataStore {
        WKWebsiteDataStore(session: webkit_network_session_new_ephemeral(), ownsSession: true)
    }
}
