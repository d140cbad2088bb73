"""Reads the menu bar of a running app over AT-SPI and checks it is in the expected language.

Usage: localization-menus.py APP_NAME LANGUAGE
LANGUAGE is de, ar or ja. Every top-level menu title must be the translation (no English title
left), and in Arabic the menu bar must run from the right: the first menu is the rightmost.
Prints the titles it read; exits 1 with the reason when a check fails.
"""
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
