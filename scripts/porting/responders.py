"""The changes a port makes to the app's classes as a whole, where Objective-C's runtime did the work
in UIKit:

- Actions named by selectors: each responder class gets a `registerActions()` declaring the methods
  the app names with `#selector` (or marks `@objc`/`@IBAction`), so menus, key commands, bar buttons,
  controls and gesture recognizers reach them with no hand-written table.
- Members overridden from an extension (`canPerformAction(_:withSender:)`, `keyCommands`…), which
  Swift allows only for `@objc` members: the extension's member becomes `ported_NAME` and the class
  gets an override that forwards to it.
- Optional requirements of the app's `@objc` protocols: a requirement with an empty default
  implementation, and `x.name?(…)` calls become `x.name(…)`.
- Views built from their type: DeskKit's `UIView.init()` is required, so generic code can write `T()`
  for any view type as UIKit apps do. A view class's `override init()` becomes `required init()`, and
  a view class that inherits no `init()` (it has designated initializers of its own, not all of its
  superclass's) gets one: `self.init(frame: .zero)` where the class has `init(frame:)` (what UIKit's
  `init()` runs), else a stop naming the missing `init(frame:)`, where UIKit stops too.
- Key-value observers: a class overriding NSObject's `observeValue(forKeyPath:of:change:context:)`
  adopts DeskKit's `NSKeyValueObserving` instead (Foundation on Linux has no key-value observing),
  and its call to the superclass's method, which only reports an unhandled change, becomes
  `_observeValueUnhandled(…)`.
"""

import os
import re
import sys

import swift_source

IDENT = swift_source.IDENT
# UIResponderStandardEditActions: overriding one of these makes a responder perform it, as in UIKit.
STANDARD_ACTIONS = {
    "copy", "cut", "decreaseSize", "delete", "duplicate", "export", "find", "findAndReplace", "findNext",
    "findPrevious", "increaseSize", "makeTextWritingDirectionLeftToRight", "makeTextWritingDirectionRightToLeft",
    "move", "paste", "pasteAndGo", "pasteAndMatchStyle", "pasteAndSearch", "printContent", "rename", "select",
    "selectAll", "toggleBoldface", "toggleItalics", "toggleUnderline", "useSelectionForFind",
}
OBJC_METHOD = re.compile(r"@(?:objc|IBAction)(?:\([^)]*\))?\s+(?:@" + IDENT + r"\s+)*(?:(?:public|private|fileprivate|"
                         r"internal|open|final|override|dynamic)\s+)*func\s+(" + IDENT + ")")
SELECTOR = re.compile(r'Selector\("(' + IDENT + r')(:*)"\)')


def deskkit_responders(deskkit, root="UIResponder"):
    """Names of DeskKit's classes that descend from `root` (read from its sources), `root` included."""
    parents = {}
    pattern = re.compile(r"\bclass\s+(" + IDENT + r")\s*(?:<[^>]*>)?\s*:\s*(" + IDENT + ")")
    for folder, _, files in os.walk(os.path.join(deskkit, "Sources", "DeskKit")):
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(folder, name), encoding="utf-8") as handle:
                    for match in pattern.finditer(handle.read()):
                        parents[match.group(1)] = match.group(2)
    responders = {root}
    for name in parents:
        chain, current = [], name
        while current in parents and current not in responders and current not in chain:
            chain.append(current)
            current = parents[current]
        if current in responders:
            responders.update(chain)
    return responders


def deskkit_classes(deskkit):
    """Each DeskKit class's superclass and declared initializers (see `declared_initializers`)."""
    found = {}
    for folder, _, files in os.walk(os.path.join(deskkit, "Sources", "DeskKit")):
        for name in files:
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as handle:
                    text = handle.read()
                code = swift_source.blank(text)
                for body in swift_source.bodies(path, text):
                    if body.kind == "class":
                        found.setdefault(body.name, (body.superclass, declared_initializers(body, text, code)))
    return found


def declared_initializers(body, text, code=None):
    """`(start, keyword, labels, modifiers)` of each initializer declared directly in `body`;
    `keyword` is `init`, `init?` or `init!`; `labels` its argument labels joined by colons, empty
    for `init()`. `code` is `text` blanked, when the caller has it already."""
    code = code if code is not None else swift_source.blank(text)
    pattern = re.compile(r"(?m)^[ \t]*" + swift_source.ATTRIBUTES + r"(" + swift_source.MODIFIERS
                         + r")(init[?!]?)\s*(?:<[^>]*>)?\(")
    found, depth, level = [], {}, 0
    for k in range(body.open_index, body.close_index + 1):
        depth[k] = level
        if code[k] == "{":
            level += 1
        elif code[k] == "}":
            level -= 1
    for match in pattern.finditer(code, body.open_index + 1, body.close_index):
        start = match.start(1)
        if depth.get(start) != 1:
            continue
        params, _ = swift_source.parameters(text[code.index("(", match.start(2)):])
        labels = ":".join(label for label, _, _ in params)
        found.append((start, match.group(2), labels, match.group(1)))
    return found


def selector_key(name, count):
    """The selector string the port writes for a method with `count` parameters."""
    return name + ":" * max(1, count)


def sender_argument(kind):
    """How the `sender` an action receives is passed to a parameter of type `kind`; with a guard
    line when the method takes a non-optional sender of a particular type."""
    kind = kind.replace(" ", "")
    if kind in ("Any?", "AnyObject?"):
        return "sender", None
    if kind in ("Any",):
        return "sender as Any", None
    if kind.endswith("?") or kind.endswith("!"):
        return f"sender as? {kind[:-1]}", None
    return "sender", f"guard let sender = sender as? {kind} else {{ return }}"


class Port:
    """The whole-app changes, applied to the ported texts of every source file."""

    def __init__(self, texts, originals, deskkit):
        self.texts = dict(texts)  # path -> ported text
        self.originals = originals
        self.responders = deskkit_responders(deskkit)
        self.views = deskkit_responders(deskkit, root="UIView")
        self.deskkit_classes = deskkit_classes(deskkit)
        self.edits = {path: [] for path in texts}

    def edit(self, path, start, end, replacement):
        self.edits[path].append((start, end, replacement))

    def apply(self):
        result = {}
        for path, text in self.texts.items():
            for start, end, replacement in sorted(self.edits[path], key=lambda edit: (edit[0], edit[1]), reverse=True):
                text = text[:start] + replacement + text[end:]
            result[path] = text
        return result

    def run(self):
        all_bodies = []
        for path, text in self.texts.items():
            all_bodies += swift_source.bodies(path, text)
        classes = {}
        for body in all_bodies:
            if body.kind == "class":
                classes.setdefault(body.qualified_name, body)
                classes.setdefault(body.name, body)
        extensions = {}
        for body in all_bodies:
            if body.kind == "extension" and body.name in classes:
                extensions.setdefault(classes[body.name].qualified_name, []).append(body)
        self.optional_requirements(all_bodies)
        self.key_value_observers(classes)
        self.view_initializers(classes)
        renamed = self.overrides_from_extensions(classes, extensions)
        self.action_registrations(classes, extensions, renamed)
        return self.apply()

    # MARK: Responder classes

    def is_responder(self, body, classes):
        return self.descends_from(body, classes, self.responders)

    def descends_from(self, body, classes, roots):
        seen = set()
        while body is not None and body.qualified_name not in seen:
            seen.add(body.qualified_name)
            parent = body.superclass
            if parent is None:
                return False
            if parent in roots:
                return True
            body = classes.get(parent)
        return False

    def insertion(self, body):
        """Where code goes at the end of a class body, and the indentation of its members."""
        text = self.texts[body.path]
        line_start = text.rfind("\n", 0, body.open_index) + 1
        indent = re.match(r"[ \t]*", text[line_start:]).group(0) + "    "
        return body.close_index, indent

    # MARK: Key-value observers

    def key_value_observers(self, classes):
        """Classes whose `observeValue(forKeyPath:of:change:context:)` overrides NSObject's (or a
        DeskKit class's) adopt `NSKeyValueObserving`; the method loses `override`, and its call to
        the superclass's method reports the unhandled change."""
        for body in {id(body): body for body in classes.values()}.values():
            if body.superclass in classes or body.parent is not None:
                continue  # the app's own superclass adopts it (the override stands); nested: by hand
            for member in body.members:
                if member.kind != "func" or member.name != "observeValue" or "override" not in member.modifiers:
                    continue
                text = self.texts[body.path]
                if not text.startswith("(forKeyPath", member.name_end):
                    continue
                declaration = text[member.start:member.name_end]
                self.edit(body.path, member.start, member.name_end, re.sub(r"\boverride\s+", "", declaration))
                code = swift_source.blank(text)
                for call in re.finditer(r"\bsuper\.observeValue\(", code[member.head_end:member.body_end]):
                    start = member.head_end + call.start()
                    self.edit(body.path, start, start + len("super.observeValue("), "_observeValueUnhandled(")
                line_end = text.find("\n", body.close_index)
                line_end = len(text) if line_end < 0 else line_end
                self.edit(body.path, line_end, line_end,
                          f"\n\n// Made by scripts/port-mechanically: key-value observing is DeskKit's.\n"
                          f"extension {body.qualified_name}: NSKeyValueObserving {{}}")

    # MARK: View initializers

    def view_initializers(self, classes):
        """Every view class provides the `required init()` DeskKit's `UIView` declares (see above).
        A class that implements all its superclass's designated initializers inherits it, as Swift
        lets it inherit every convenience initializer; the others get one."""
        for body in {id(body): body for body in classes.values()}.values():
            if not self.descends_from(body, classes, self.views):
                continue
            text = self.texts[body.path]
            initializers = declared_initializers(body, text)
            plain = [found for found in initializers if found[1] == "init" and found[2] == ""]
            if plain:
                for start, _, _, modifiers in plain:
                    if "required" not in modifiers.split():
                        replaced = re.sub(r"\boverride\s+", "", modifiers)
                        self.edit(body.path, start, start + len(modifiers), "required " + replaced)
                continue
            own = {labels for _, _, labels, modifiers in initializers if "convenience" not in modifiers.split()}
            if not own:
                continue  # it inherits every initializer of its superclass, `init()` among them
            if self.designated(body.superclass, classes) <= {labels for _, _, labels, _ in initializers}:
                continue  # it implements every designated initializer, so it inherits `init()`
            index, indent = self.insertion(body)
            if any(keyword == "init" and labels == "frame" for _, keyword, labels, _ in initializers):
                code = ["required convenience init() {", "    self.init(frame: .zero)", "}"]
            else:
                message = (f"{body.name} has no init(frame:), which init() runs; "
                           f"UIKit stops here too (unimplemented initializer)")
                code = ["required init() {", f'    fatalError("{message}")', "}"]
            lines = ["", indent + "// Made by scripts/port-mechanically: DeskKit's UIView.init() is required."]
            lines += [indent + line for line in code]
            self.edit(body.path, index, index, "\n".join(lines) + "\n" + indent[:-4])

    def designated(self, name, classes, seen=None):
        """The argument labels of the designated initializers of the class `name` (the app's or
        DeskKit's): those it declares, else its superclass's, which it then inherits."""
        seen = seen or set()
        if name is None or name in seen:
            return set()
        seen.add(name)
        if name in classes:
            body = classes[name]
            superclass, initializers = body.superclass, declared_initializers(body, self.texts[body.path])
        elif name in self.deskkit_classes:
            superclass, initializers = self.deskkit_classes[name]
        else:
            return set()
        own = {labels for _, _, labels, modifiers in initializers if "convenience" not in modifiers.split()}
        return own or self.designated(superclass, classes, seen)

    # MARK: Overrides from extensions

    def overrides_from_extensions(self, classes, extensions):
        names = {}
        for qualified, bodies in extensions.items():
            for extension in bodies:
                for member in extension.members:
                    if "override" in member.modifiers:
                        names.setdefault(member.name, set()).add(qualified)
        renamed = {}
        for qualified, bodies in extensions.items():
            forwarders = []
            for extension in bodies:
                text = self.texts[extension.path]
                for member in extension.members:
                    if "override" not in member.modifiers or "static" in member.modifiers:
                        continue
                    unique = len(names[member.name]) == 1
                    new_name = f"ported_{member.name}" if unique else f"ported_{qualified.replace('.', '_')}_{member.name}"
                    declaration = text[member.start:member.name_end]
                    declaration = re.sub(r"\b(override|private|fileprivate)\s+", "", declaration).rstrip("`")
                    declaration = declaration[:len(declaration) - len(member.name)].rstrip("`") + new_name
                    self.edit(extension.path, member.start, member.name_end, declaration)
                    forwarder = self.forwarder(member, text, new_name)
                    if forwarder:
                        forwarders.append(forwarder)
                        renamed[(qualified, member.name)] = new_name
            if forwarders:
                body = classes[qualified]
                index, indent = self.insertion(body)
                code = ["", indent + "// Made by scripts/port-mechanically: overrides the app makes in extensions of this class."]
                code += [indent + line for forwarder in forwarders for line in forwarder]
                self.edit(body.path, index, index, "\n".join(code) + "\n" + indent[:-4])
        return renamed

    def forwarder(self, member, text, new_name):
        modifiers = [word for word in member.modifiers if word in ("public", "open", "final")]
        prefix = " ".join(modifiers + ["override"])
        head = text[member.name_end:member.head_end].rstrip()
        if member.kind == "var":
            body = text[member.head_end:member.body_end + 1]
            if re.search(r"(?m)^\s*set\b", body):
                return [f"{prefix} var {member.name}{head} {{",
                        f"    get {{ {new_name} }}",
                        f"    set {{ {new_name} = newValue }}",
                        "}"]
            return [f"{prefix} var {member.name}{head} {{ {new_name} }}"]
        if not head.startswith("("):
            sys.stderr.write(f"port-mechanically: warning: {member.name} is generic; its override from an extension is not forwarded\n")
            return None
        params, close = swift_source.parameters(head)
        effects = head[close + 1:]
        arguments = []
        for label, name, kind in params:
            value = "&" + name if kind.startswith("inout ") else name
            arguments.append(value if label == "_" else f"{label}: {value}")
        call = f"{new_name}({', '.join(arguments)})"
        if re.search(r"\bthrows\b", effects):
            call = "try " + call
        if re.search(r"\basync\b", effects):
            call = "await " + call
        return [f"{prefix} func {member.name}{head} {{ {call} }}"]

    # MARK: Actions

    def action_registrations(self, classes, extensions, renamed):
        marked = set()
        for text in self.originals.values():
            marked.update(OBJC_METHOD.findall(text))
        named = set()
        for text in self.texts.values():
            named.update(match.group(1) + match.group(2) for match in SELECTOR.finditer(text))
        for qualified, body in classes.items():
            if qualified != body.qualified_name:
                continue
            if any(member.name == "registerActions" for member in body.members):
                continue
            registrations = {}
            for container in [body] + extensions.get(qualified, []):
                text = self.texts[container.path]
                for member in container.members:
                    if member.kind != "func" or "static" in member.modifiers or "class" in member.modifiers:
                        continue
                    head = text[member.name_end:member.head_end]
                    if not head.startswith("("):
                        continue
                    params, close = swift_source.parameters(head)
                    if len(params) > 1 or re.search(r"\b(throws|async)\b|->", head[close + 1:]):
                        continue
                    key = selector_key(member.name, len(params))
                    standard = member.name in STANDARD_ACTIONS and "override" in member.modifiers
                    if key not in named and member.name not in marked and not standard:
                        continue
                    if container is not body and container.path != body.path and "override" not in member.modifiers:
                        self.make_visible(container.path, member)
                    registrations[key] = self.handler(key, member.name, params, qualified)
            if not registrations:
                continue
            if not self.is_responder(body, classes):
                sys.stderr.write(f"port-mechanically: warning: {qualified} is not a responder, so its actions "
                                 f"({', '.join(sorted(registrations))}) are not declared\n")
                continue
            index, indent = self.insertion(body)
            access = "public " if re.search(r"\b(public|open)\s+(final\s+)?class\b",
                                            self.texts[body.path][body.open_index - 200:body.open_index]) else ""
            code = ["", indent + "// Made by scripts/port-mechanically: the actions this class's selectors name.",
                    indent + f"{access}override func registerActions() {{",
                    indent + "    super.registerActions()"]
            for key in sorted(registrations):
                code += [indent + "    " + line for line in registrations[key]]
            code += [indent + "}"]
            self.edit(body.path, index, index, "\n".join(code) + "\n" + indent[:-4])

    def make_visible(self, path, member):
        """Drops `private`/`fileprivate` from an action method the class body in another file calls."""
        text = self.texts[path]
        declaration = text[member.start:member.name_end]
        visible = re.sub(r"\b(private|fileprivate)\s+", "", declaration)
        if visible != declaration:
            self.edit(path, member.start, member.name_end, visible)

    @staticmethod
    def handler(key, name, params, qualified):
        lines = [f'implement("{key}", handler: {{ responder, sender in',
                 f"    guard let responder = responder as? {qualified} else {{ return }}"]
        if not params:
            lines.append(f"    responder.{name}()")
        else:
            label, _, kind = params[0]
            argument, guard = sender_argument(kind)
            if guard:
                lines.append("    " + guard)
            lines.append(f"    responder.{name}({argument if label == '_' else label + ': ' + argument})")
        lines.append("})")
        return lines

    # MARK: Optional protocol requirements

    def optional_requirements(self, all_bodies):
        names = set()
        for body in all_bodies:
            if body.kind != "protocol":
                continue
            text = self.texts[body.path]
            defaults = []
            for member in body.members:
                if "optional" not in member.modifiers:
                    continue
                declaration = text[member.start:member.name_end]
                self.edit(body.path, member.start, member.name_end, re.sub(r"\boptional\s+", "", declaration))
                head = text[member.name_end:member.head_end].rstrip()
                if member.kind == "func" and "->" not in head:
                    defaults.append(f"    func {member.name}{head} {{}}")
                    names.add(member.name)
                else:
                    sys.stderr.write(f"port-mechanically: warning: {body.name}.{member.name} is an optional requirement "
                                     "with a result; it stays required\n")
            if defaults:
                code = ["", "", f"// Made by scripts/port-mechanically: {body.name}'s optional requirements do nothing by default.",
                        f"extension {body.qualified_name} {{"] + defaults + ["}"]
                self.edit(body.path, body.close_index + 1, body.close_index + 1, "\n".join(code))
        for path, text in self.texts.items():
            code = swift_source.blank(text)
            for name in names:
                for match in re.finditer(r"\." + name + r"\?\(", code):
                    self.edit(path, match.start(), match.end(), f".{name}(")
