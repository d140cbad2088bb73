"""Reads a running app's accessibility tree over AT-SPI, as a screen reader does, and reports it.

Usage: accessibility-tree.py APP_NAME EXPECTED_TEXT
Prints the counts (nodes, named nodes, unnamed buttons, text nodes with content) and every text
node's first characters and caret offset; exits 1 when no text node holds EXPECTED_TEXT.
"""
import sys
import time

import pyatspi


def walk(node, depth=0):
    if node is None or depth > 60:
        return
    yield node
    for index in range(node.childCount):
        yield from walk(node.getChildAtIndex(index), depth + 1)


def find_app(name, timeout=20):
    deadline = time.time() + timeout
    while time.time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name == name:
                return app
        time.sleep(0.2)
    return None


def main():
    name, expected = sys.argv[1], sys.argv[2]
    app = find_app(name)
    if app is None:
        print(f"accessibility: no application named '{name}' on the accessibility bus")
        return 1
    deadline = time.time() + 20
    while True:
        nodes = list(walk(app))
        texts = []
        for node in nodes:
            if node.getRole() in (pyatspi.ROLE_TEXT, pyatspi.ROLE_ENTRY):
                try:
                    text = node.queryText()
                    content = text.getText(0, -1)
                    texts.append((node, content, text.caretOffset))
                except NotImplementedError:
                    pass
        found = [t for t in texts if expected in t[1]]
        if found or time.time() > deadline:
            break
        time.sleep(0.3)
    named = [n for n in nodes if n.name]
    buttons = [n for n in nodes if n.getRole() in (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON)]
    # GTK names a button nobody named after its child's class ("GtkImage"): a screen reader says that.
    unnamed_buttons = [n for n in buttons if not n.name or n.name.startswith("Gtk")]
    print(f"nodes={len(nodes)} named={len(named)} buttons={len(buttons)} unnamed_buttons={len(unnamed_buttons)} "
          f"text_nodes_with_content={sum(1 for t in texts if t[1])}")
    for button in buttons:
        print(f"button: {button.name or '(unnamed)'}")
    for _, content, caret in texts:
        print(f"text: caret={caret} {content[:60]!r}")
    if not found:
        print(f"accessibility: no text node holds {expected!r}")
        return 1
    if unnamed_buttons:
        print(f"accessibility: {len(unnamed_buttons)} buttons have no name")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
