"""Reads a ported app's first screen over AT-SPI, as a screen reader does, and checks it.

Usage: first-screen.py APP_NAME WINDOW_TITLE EXPECTED_NAME... [--then KEYS NAME...]...
Waits for the app to show a window, prints its tree (role and name of each node), and exits 1
when there is no window, the window's title differs, or a node named as each EXPECTED_NAME
(a navigation bar button, a title, a storyboard label) is missing. Each `--then KEYS NAME...`
then presses KEYS on the X server (xdotool's spelling, e.g. ctrl+n) and waits for nodes with
those names: what the app's own actions put on screen. KEYS written `click:NAME` clicks the
middle of the node named NAME instead, `rightclick:NAME` clicks it with the secondary button.
A NAME written `!NAME` must be gone after the step: what the app's action removed.
"""
import os
import subprocess
import sys
import time

import pyatspi

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from atspi_nodes import find_app, walk  # noqa: E402


def find_window(app_name, timeout=30):
    """The app's first frame or window, waiting for the app and for it to show one."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        app = find_app(app_name, timeout=max(0.0, deadline - time.time()), interval=0.3)
        if app is None:
            return None
        windows = [app.getChildAtIndex(i) for i in range(app.childCount)]
        windows = [w for w in windows if w is not None and w.getRole() in (pyatspi.ROLE_FRAME, pyatspi.ROLE_WINDOW)]
        if windows:
            return windows[0]
        time.sleep(0.3)
    return None


def names_in(window):
    return [node.name or "" for _, node in walk(window)]


def then_steps(arguments):
    """The `--then KEYS NAME...` steps after the first screen's names."""
    steps, current = [], None
    for argument in arguments:
        if argument == "--then":
            current = None
            steps.append(current)
        elif steps and steps[-1] is None:
            steps[-1] = (argument, [])
        elif steps:
            steps[-1][1].append(argument)
    return steps


def main():
    app_name, title = sys.argv[1], sys.argv[2]
    rest = sys.argv[3:]
    expected = rest[:rest.index("--then")] if "--then" in rest else rest
    steps = then_steps(rest)
    window = find_window(app_name)
    if window is None:
        print(f"{app_name}: no window appeared within 30 s")
        return 1
    time.sleep(1)  # the first frame's layout
    names = []
    for depth, node in walk(window):
        name = node.name or ""
        names.append(name)
        print("  " * depth + f"{node.getRoleName()}: {name!r}")
    problems = []
    if window.name != title:
        problems.append(f"the window's title is {window.name!r}, not {title!r}")
    for name in expected:
        if name not in names:
            problems.append(f"nothing named {name!r} on the first screen")
    for problem in problems:
        print(f"{app_name}: {problem}")
    if not problems:
        print(f"{app_name}: first screen as expected: window {title!r} with {', '.join(map(repr, expected))}")
    else:
        return 1
    for keys, wanted in steps:
        if keys.startswith(("click:", "rightclick:")):
            button, target_name = ("3" if keys.startswith("right") else "1"), keys.split(":", 1)[1]
            target = next((node for _, node in walk(window) if node.name == target_name), None)
            if target is None:
                print(f"{app_name}: nothing named {target_name!r} to click")
                return 1
            # GTK gives extents in the window's coordinates; the window sits at the screen's origin
            # under a bare X server.
            box = target.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
            x, y = box.x + box.width // 2, box.y + box.height // 2
            subprocess.run(["xdotool", "mousemove", str(x), str(y), "click", button], check=True)
        else:
            subprocess.run(["xdotool", "key", keys], check=True)
        deadline = time.time() + 10
        present = [name for name in wanted if not name.startswith("!")]
        gone = [name[1:] for name in wanted if name.startswith("!")]
        missing, left = present, gone
        while (missing or left) and time.time() < deadline:
            time.sleep(0.3)
            names = names_in(window)
            missing = [name for name in present if name not in names]
            left = [name for name in gone if name in names]
        if missing or left:
            for depth, node in walk(window):
                print("  " * depth + f"{node.getRoleName()}: {node.name or ''!r}")
            if missing:
                print(f"{app_name}: after {keys}, nothing named {', '.join(map(repr, missing))}")
            if left:
                print(f"{app_name}: after {keys}, still something named {', '.join(map(repr, left))}")
            return 1
        print(f"{app_name}: after {keys}: {', '.join(map(repr, wanted))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
