// UIKit makes Foundation's types (URL, FileManager, CGPoint, NSLocalizedString…) visible to every
// file that imports it; DeskKit does the same, so `import UIKit` → `import DeskKit` is enough.
@_exported import Foundation
