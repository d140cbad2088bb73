"""Reads a running app's accessibility tree over AT-SPI, as a screen reader does, and reports it.

Usage: accessibility-tree.py APP_NAME EXPECTED_TEXT
Prints the main window's counts (nodes, named nodes, unnamed buttons, focusable nodes, nodes with
actions, text nodes with content) and what it holds; then opens the canvas (Ctrl+Shift+K) and the
document browser (Ctrl+Shift+O) with key presses only and reads their drawn elements, moves the
keyboard onto one (it must be reported focused) and activates another through AT-SPI's Action
interface (it must become selected); finds a letter and reads the "N of M" announcement, listening
to the text changes a screen reader hears (the letter typed, not the documents loaded by switching
tabs). Exits 1 when the document text is missing,
a button has no name, the tab strip, shapes or browser cells are unnamed, lack their role, have
no selected one, or have no on-screen bounds.
"""
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

from atspi_nodes import find_app, walk

SHAPES = ["Living room", "Kitchen", "Porch", "Jello there!"]
DOCUMENTS = ["Garden Shed", "Kitchen Shelves", "Reading Nook"]


def text_nodes(nodes):
    texts = []
    for node in nodes:
        if node.getRole() in (pyatspi.ROLE_TEXT, pyatspi.ROLE_ENTRY):
            try:
                text = node.queryText()
                texts.append((node, text.getText(0, -1), text.caretOffset))
            except NotImplementedError:
                pass
    return texts


def describe(node):
    states = node.getState()
    marks = [name for name, state in (("selected", pyatspi.STATE_SELECTED), ("focused", pyatspi.STATE_FOCUSED),
                                      ("disabled", None)) if (state is not None and states.contains(state))
             or (name == "disabled" and not states.contains(pyatspi.STATE_SENSITIVE))]
    try:
        box = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        bounds = (box.x, box.y, box.width, box.height)
    except NotImplementedError:
        bounds = None
    return f"{node.getRoleName()} {node.name!r} {' '.join(marks)} bounds={bounds}"


def action_names(node):
    """The names of the actions a screen reader can do on `node`."""
    try:
        action = node.queryAction()
        return [action.getName(i) for i in range(action.nActions)]
    except NotImplementedError:
        return []


def counts(nodes):
    """The tree's counts a report compares: nodes, named, unnamed buttons, focusable, with actions."""
    buttons = [n for n in nodes if n.getRole() in (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON)]
    unnamed = [n for n in buttons if not n.name or n.name.startswith("Gtk")]
    focusable = [n for n in nodes if n.getState().contains(pyatspi.STATE_FOCUSABLE)]
    with_actions = [n for n in nodes if action_names(n)]
    return (f"nodes={len(nodes)} named={sum(1 for n in nodes if n.name)} buttons={len(buttons)} "
            f"unnamed_buttons={len(unnamed)} focusable={len(focusable)} with_actions={len(with_actions)}")


def has_bounds(node):
    box = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    return box.width > 0 and box.height > 0


def window_nodes(app, predicate, timeout=20):
    """The nodes of the first window whose nodes satisfy `predicate`, waiting for it to appear."""
    deadline = time.time() + timeout
    while True:
        for index in range(app.childCount):
            window = app.getChildAtIndex(index)
            nodes = [node for _, node in walk(window)]
            if predicate(nodes):
                return window, nodes
        if time.time() > deadline:
            return None, []
        time.sleep(0.3)


def press(keys):
    """Presses `keys` in Blueprints' newest window, as a keyboard user would."""
    ids = subprocess.run(["xdotool", "search", "--onlyvisible", "--class", "Blueprints"],
                         capture_output=True, text=True).stdout.split()
    if ids:
        subprocess.run(["xdotool", "windowfocus", "--sync", ids[-1]], capture_output=True)
    subprocess.run(["xdotool", "key", "--clearmodifiers", keys], check=True)


def check_named(role, names, nodes, where, problems, selected=None):
    """Every one of `names` is a node with `role`, bounds on screen, and `selected` among them selected."""
    found = {n.name: n for n in nodes if n.getRole() == role and n.name in names}
    for name in names:
        if name not in found:
            problems.append(f"{where}: no {pyatspi.Role(role).value_nick if hasattr(pyatspi.Role(role), 'value_nick') else role} named {name!r}")
        elif not has_bounds(found[name]):
            problems.append(f"{where}: {name!r} has no on-screen bounds")
    if selected is not None:
        chosen = [name for name, node in found.items() if node.getState().contains(pyatspi.STATE_SELECTED)]
        if chosen != [selected]:
            problems.append(f"{where}: selected {chosen}, expected [{selected!r}]")


def elements(app, role, names):
    """The newest window's drawn elements with `role` named one of `names`, by name."""
    _, nodes = window_nodes(app, lambda nodes: any(n.getRole() == role and n.name in names for n in nodes), timeout=5)
    return {n.name: n for n in nodes if n.getRole() == role and n.name in names}


def pump(seconds):
    """Lets AT-SPI deliver the events heard for `seconds`."""
    context = GLib.MainContext.default()
    deadline = time.time() + seconds
    while time.time() < deadline:
        if not context.iteration(False):
            time.sleep(0.02)


def wait_for(condition, timeout=5):
    deadline = time.time() + timeout
    while not condition():
        if time.time() > deadline:
            return False
        time.sleep(0.2)
    return True


def check_focus_and_actions(app, role, names, key, where, problems):
    """`key` moves the keyboard onto an element, which AT-SPI reports focused; every element offers
    "activate", and activating the last one selects it (and moves the focus there)."""
    found = elements(app, role, names)
    focusable = [name for name, node in found.items() if node.getState().contains(pyatspi.STATE_FOCUSABLE)]
    actions = {name: action_names(node) for name, node in found.items()}
    print(f"{where}: focusable {len(focusable)} of {len(found)}; actions {actions}")
    if len(focusable) != len(found):
        problems.append(f"{where}: only {focusable} are focusable")
    if any("element.activate" not in names_ for names_ in actions.values()):
        problems.append(f"{where}: an element offers no activate action")
    press(key)
    focused = lambda: [n for n, node in elements(app, role, names).items() if node.getState().contains(pyatspi.STATE_FOCUSED)]
    if not wait_for(lambda: len(focused()) == 1):
        problems.append(f"{where}: after {key} the focused elements are {focused()}, expected one")
    else:
        print(f"{where}: {key} focused {focused()}")
    target = names[-2]
    node = elements(app, role, names).get(target)
    if node is None:
        problems.append(f"{where}: {target!r} is gone")
        return
    action = node.queryAction()
    index = action_names(node).index("element.activate")
    action.doAction(index)
    selected = lambda: elements(app, role, names).get(target) is not None and \
        elements(app, role, names)[target].getState().contains(pyatspi.STATE_SELECTED)
    if not wait_for(selected):
        problems.append(f"{where}: activating {target!r} did not select it")
    else:
        print(f"{where}: activating {target!r} selected it; focused {focused()}")


def main():
    name, expected = sys.argv[1], sys.argv[2]
    app = find_app(name)
    if app is None:
        print(f"accessibility: no application named '{name}' on the accessibility bus")
        return 1
    window, nodes = window_nodes(app, lambda nodes: any(expected in t[1] for t in text_nodes(nodes)))
    if window is None:
        window, nodes = window_nodes(app, lambda nodes: True, timeout=0)
    texts = text_nodes(nodes)
    named = [n for n in nodes if n.name]
    buttons = [n for n in nodes if n.getRole() in (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON)]
    # GTK names a button nobody named after its child's class ("GtkImage"): a screen reader says that.
    unnamed_buttons = [n for n in buttons if not n.name or n.name.startswith("Gtk")]
    print(f"main window: {counts(nodes)} text_nodes_with_content={sum(1 for t in texts if t[1])}")
    for button in buttons:
        print(f"  {describe(button)}")
    for _, content, caret in texts:
        print(f"  text: caret={caret} {content[:60]!r}")
    problems = []
    if not any(expected in t[1] for t in texts):
        problems.append(f"no text node holds {expected!r}")
    if unnamed_buttons:
        problems.append(f"{len(unnamed_buttons)} buttons have no name")
    # The tab strip: one button per open document (the file and the sample), the file's selected.
    check_named(pyatspi.ROLE_PUSH_BUTTON, ["shed.txt", "Garden Shed"],
                [n for n in nodes if n.getRole() == pyatspi.ROLE_PUSH_BUTTON and n.name != "shed.txt, Document Menu"],
                "tab strip", problems, selected="shed.txt")

    # Insertions a screen reader hears: switching to the other tab and back loads each document
    # into the text view, which must not be announced as text inserted (a screen reader could
    # speak a whole file, chunk by chunk); the letter typed into the find field below is.
    heard = []
    listener = lambda event: heard.append((event.type, str(event.any_data or "")))
    pyatspi.Registry.registerEventListener(listener, "object:text-changed")
    press("ctrl+Next")
    pump(1.0)
    press("ctrl+Prior")
    pump(1.0)

    # Find, from the keyboard: the position among the results is announced on the status element.
    # In about one run in six no search happened at all (no status element in 10 s): the keys did
    # not reach the bar, for a reason not yet found. Each key now goes to the focused window
    # (press), and the sequence is tried again from a closed bar before the announcement counts
    # as missing; each retry is printed.
    announced = []
    for attempt in range(3):
        press("ctrl+f")
        time.sleep(0.5)
        press("s")
        press("Return")
        _, found_nodes = window_nodes(app, lambda nodes: any(n.getRole() == pyatspi.ROLE_STATUS_BAR and " of " in n.name for n in nodes), timeout=10)
        announced = [n.name for n in found_nodes if n.getRole() == pyatspi.ROLE_STATUS_BAR]
        if any(" of " in name for name in announced):
            break
        print(f"find attempt {attempt + 1}: no announcement yet")
        press("Escape")
        time.sleep(0.5)
    print(f"find announcement: {announced}")
    if not any(" of " in name for name in announced):
        problems.append("find announced no 'N of M' on a status element")
    press("Escape")

    # A letter typed into the document, undone and redone: the redo is text the app inserts
    # itself, and is heard as exactly that letter.
    pump(0.5)
    press("q")
    pump(0.5)
    press("ctrl+z")
    pump(0.5)
    press("ctrl+shift+z")
    pump(1.0)
    pyatspi.Registry.deregisterEventListener(listener, "object:text-changed")
    print(f"text changes heard: {[(kind, text[:20]) for kind, text in heard][:10]}")
    if not any(kind.endswith(":insert") and text == "s" for kind, text in heard):
        problems.append("the letter typed into the find field was not heard as inserted")
    typed = [text for kind, text in heard if kind.endswith(":insert") and text.startswith("q")]
    if typed != ["q", "q"]:
        problems.append(f"typing q and redoing it was heard as {typed}, expected ['q', 'q']")
    loaded = [text for kind, text in heard if len(text) > 40]
    if loaded:
        problems.append(f"loading a document was heard as {len(loaded)} insertions or deletions, first {loaded[0][:40]!r}")

    # The canvas, opened from the keyboard: each shape an image named by its title.
    press("ctrl+shift+k")
    canvas, canvas_nodes = window_nodes(app, lambda nodes: any(n.getRole() == pyatspi.ROLE_IMAGE and n.name in SHAPES for n in nodes))
    print(f"canvas window: {counts(canvas_nodes)}")
    for node in canvas_nodes:
        if node.getRole() in (pyatspi.ROLE_IMAGE, pyatspi.ROLE_LABEL):
            print(f"  {describe(node)}")
    check_named(pyatspi.ROLE_IMAGE, SHAPES, canvas_nodes, "canvas", problems, selected="Jello there!")
    check_focus_and_actions(app, pyatspi.ROLE_IMAGE, SHAPES, "Tab", "canvas", problems)

    # The document browser: each cell a list item named by its document's title.
    press("ctrl+shift+o")
    browser, browser_nodes = window_nodes(app, lambda nodes: any(n.getRole() == pyatspi.ROLE_LIST_ITEM and n.name in DOCUMENTS for n in nodes))
    print(f"browser window: {counts(browser_nodes)}")
    for node in browser_nodes:
        if node.getRole() == pyatspi.ROLE_LIST_ITEM:
            print(f"  {describe(node)}")
    check_named(pyatspi.ROLE_LIST_ITEM, DOCUMENTS, browser_nodes, "document browser", problems)
    check_focus_and_actions(app, pyatspi.ROLE_LIST_ITEM, DOCUMENTS, "Right", "document browser", problems)

    # The Menu key opens the focused document's context menu.
    press("Menu")
    _, menu_nodes = window_nodes(app, lambda nodes: any(n.name == "Open in New Window" for n in nodes), timeout=5)
    items = [n.name for n in menu_nodes if n.getRoleName().startswith("menu") and n.name]
    print(f"document browser: Menu key opened {items}")
    if "Open in New Window" not in items:
        problems.append("document browser: the Menu key opened no context menu for the focused document")
    press("Escape")

    for problem in problems:
        print(f"accessibility: {problem}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
