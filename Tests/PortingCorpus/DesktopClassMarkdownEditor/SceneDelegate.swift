/*
See LICENSE folder for this sample’s licensing information.

Abstract:
The scene delegate.
*/

import DeskKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
}

