"""Reads the menu bar and window of a running Blueprints over AT-SPI and checks they are in the
expected language.

Usage: localization-menus.py APP_NAME LANGUAGE
LANGUAGE is de, ar or ja. Every top-level menu title must be the translation (no English title
left), and in Arabic the menu bar must run from the right: the first menu is the rightmost. No
name in the window (bar items, labels) may be an English word of Blueprints' String Catalog that
the language translates differently, and the first document's tab must sit at the leading side of
the window (the right in Arabic). Prints what it read; exits 1 with the reason when a check fails.
"""
import json
import pathlib
import sys
import time

import pyatspi

from atspi_nodes import walk

EXPECTED = {
    "de": ["Datei", "Bearbeiten", "Format", "Ansicht", "Lesezeichen", "Fenster", "Hilfe"],
    "ar": ["ملف", "حرّر", "تنسيق", "اعرض", "العلامات", "نافذة", "مساعدة"],
    "ja": ["ファイル", "編集", "フォーマット", "表示", "ブックマーク", "ウインドウ", "ヘルプ"],
}
ENGLISH = {"File", "Edit", "View", "Bookmarks", "Window", "Help"}
CATALOG = pathlib.Path(__file__).resolve().parent.parent / "Sources/BlueprintsApp/Resources/Localizable.xcstrings"
FIRST_TAB = "Garden Shed"


def english_words(language):
    """The catalog's English keys whose translation into `language` reads differently."""
    words = set()
    for key, entry in json.loads(CATALOG.read_text())["strings"].items():
        unit = entry.get("localizations", {}).get(language, {}).get("stringUnit")
        if "%" not in key and unit and unit["value"] != key:
            words.add(key)
    return words


def window_names(name):
    """Each named node of the app outside its menus, with its left edge on the screen."""
    for app in pyatspi.Registry.getDesktop(0):
        if app is None or app.name != name:
            continue
        names = []
        for _, node in walk(app, deepest=40):
            if node.getRole() in (pyatspi.ROLE_MENU_BAR, pyatspi.ROLE_MENU, pyatspi.ROLE_MENU_ITEM):
                continue
            if node.name:
                try:
                    extents = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
                except NotImplementedError:  # a node with no place on the screen
                    continue
                names.append((node.name, extents.x, extents.width, node.getRole()))
        return names
    return []


def menu_bar_items(name, timeout=20):
    deadline = time.time() + timeout
    while time.time() < deadline:
        for app in pyatspi.Registry.getDesktop(0):
            if app is None or app.name != name:
                continue
            for _, node in walk(app, deepest=40):
                if node.getRole() == pyatspi.ROLE_MENU_BAR and node.childCount > 3:
                    items = []
                    for index in range(node.childCount):
                        child = node.getChildAtIndex(index)
                        if child is not None and child.name:
                            x = child.queryComponent().getExtents(pyatspi.DESKTOP_COORDS).x
                            items.append((child.name, x))
                    if items:
                        return items
        time.sleep(0.2)
    return []


def main():
    name, language = sys.argv[1], sys.argv[2]
    items = menu_bar_items(name)
    titles = [title for title, _ in items]
    print(f"{language}: {' | '.join(titles)}")
    problems = []
    if titles[1:] != EXPECTED[language]:
        problems.append(f"menu titles {titles[1:]} are not {EXPECTED[language]}")
    left = ENGLISH.intersection(titles)
    if left:
        problems.append(f"English titles left: {sorted(left)}")
    names = window_names(name)
    left_in_window = sorted({text for text, _, _, _ in names} & english_words(language))
    if left_in_window:
        problems.append(f"English words left in the window: {left_in_window}")
    frames = [(x, width) for text, x, width, role in names if role == pyatspi.ROLE_FRAME]
    tabs = [x for text, x, _, role in names if text == FIRST_TAB and role == pyatspi.ROLE_PUSH_BUTTON]
    if frames and tabs:
        window_x, window_width = frames[0]
        on_right = tabs[0] - window_x > window_width / 2
        print(f"{language}: the {FIRST_TAB!r} tab is at x {tabs[0] - window_x} of {window_width}")
        if on_right != (language == "ar"):
            problems.append(f"the first tab is on the {'right' if on_right else 'left'} of the window")
    else:
        problems.append(f"no window or no {FIRST_TAB!r} tab label found")
    xs = [x for _, x in items]
    if language == "ar" and xs != sorted(xs, reverse=True):
        problems.append(f"the Arabic menu bar does not run from the right: {xs}")
    if language != "ar" and xs != sorted(xs):
        problems.append(f"the menu bar does not run from the left: {xs}")
    for problem in problems:
        print(f"test-localization: {problem}", file=sys.stderr)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
