"""What the project's AT-SPI checks share: walking an accessible tree and finding a running app,
as a screen reader reaches them (scripts/accessibility-tree.py, scripts/localization-menus.py,
scripts/porting/first-screen.py)."""
import time

import pyatspi


def walk(node, depth=0, deepest=60):
    """Every node under `node` (itself first) with its depth, stopping at `deepest` levels."""
    if node is None or depth > deepest:
        return
    yield depth, node
    for index in range(node.childCount):
        yield from walk(node.getChildAtIndex(index), depth + 1, deepest)


def find_app(name, timeout=20, interval=0.2):
    """The running app called `name` on the accessibility bus, waiting up to `timeout` seconds."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == name:
                return app
        time.sleep(interval)
    return None
