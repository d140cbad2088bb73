"""What the port needs to know of an app's Swift source without a compiler: its type declarations
and extensions with their bodies, and the methods and properties declared directly in them.

Comments and string literals are blanked out (same length) before anything is matched, so braces
and keywords inside them are not taken for code."""

import re

IDENT = r"[A-Za-z_][A-Za-z0-9_]*"
MODIFIERS = (r"(?:(?:public|open|internal|private|fileprivate|final|override|class|static|dynamic|required|"
             r"convenience|mutating|nonisolated|optional|lazy|weak|unowned)(?:\(set\))?\s+)*")
ATTRIBUTES = r"(?:@" + IDENT + r"(?:\([^()\n]*\))?\s+)*"
DECLARATION = re.compile(r"(?m)^[ \t]*" + ATTRIBUTES + MODIFIERS + r"(class|struct|enum|extension|protocol|actor)\s+("
                         + IDENT + r"(?:\." + IDENT + r")*)([^{;\n]*(?:\n[^{;\n]*)*?)\{")
MEMBER = re.compile(r"(?m)^[ \t]*(" + ATTRIBUTES + r")(" + MODIFIERS + r")(func|var)\s+(`?" + IDENT + r"`?)")


def _condition_holds(condition):
    """Whether a `#if` condition holds when the port is built with SwiftPM on Linux: not on
    Apple platforms, not Mac Catalyst or a simulator, DeskKit importable, UIKit not."""
    def atom(match):
        kind, argument = match.group(1), match.group(2).strip()
        if kind == "os":
            return "True" if argument == "Linux" else "False"
        if kind == "targetEnvironment":
            return "False"
        if kind == "canImport":
            return "False" if argument in ("UIKit", "AppKit", "SwiftUI", "WebKit", "Cocoa") else "True"
        return "True"  # arch(), swift(), compiler(): the port builds with a current compiler
    expression = re.sub(r"\b(os|targetEnvironment|canImport|arch|swift|compiler)\(([^)]*)\)", atom, condition)
    expression = re.sub(r"\b(?!True\b|False\b)[A-Za-z_][A-Za-z0-9_]*\b",
                        lambda match: "True" if match.group(0) == "DEBUG" else "False", expression)
    expression = expression.replace("&&", " and ").replace("||", " or ").replace("!", " not ")
    try:
        return bool(eval(expression, {"__builtins__": {}}, {}))
    except Exception:
        return True


def inactive_lines(code):
    """Indices of the lines inside `#if` branches the Linux build leaves out."""
    inactive, stack = set(), []  # per #if: (enclosing active, a branch taken, this branch active)
    for number, line in enumerate(code.split("\n")):
        stripped = line.strip()
        active = all(frame[2] for frame in stack)
        if stripped.startswith("#if "):
            holds = _condition_holds(stripped[4:])
            stack.append((active, holds, holds))
            inactive.add(number)
        elif stripped.startswith("#elseif ") and stack:
            enclosing, taken, _ = stack[-1]
            holds = not taken and _condition_holds(stripped[8:])
            stack[-1] = (enclosing, taken or holds, holds)
            inactive.add(number)
        elif stripped == "#else" and stack:
            enclosing, taken, _ = stack[-1]
            stack[-1] = (enclosing, True, not taken)
            inactive.add(number)
        elif stripped == "#endif" and stack:
            stack.pop()
            inactive.add(number)
        elif not active:
            inactive.add(number)
    return inactive


def blank(text):
    """`text` with comments and string literals replaced by spaces (newlines kept), and the code
    of `#if` branches the Linux build leaves out blanked too."""
    code = _blank_comments_and_strings(text)
    leave_out = inactive_lines(code)
    if not leave_out:
        return code
    lines = code.split("\n")
    return "\n".join(" " * len(line) if number in leave_out else line for number, line in enumerate(lines))


def _blank_comments_and_strings(text):
    out = list(text)
    i, n = 0, len(text)

    def wipe(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            wipe(i, end)
            i = end
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            wipe(i, j)
            i = j
        elif text.startswith('"""', i):
            end = text.find('"""', i + 3)
            end = n if end < 0 else end + 3
            wipe(i + 3, end - 3)
            i = end
        elif text[i] == '"':
            j = i + 1
            depth = 0  # inside an interpolation \( ... ), whose code is kept
            while j < n and text[j] != "\n":
                if depth == 0 and text[j] == "\\" and j + 1 < n and text[j + 1] == "(":
                    depth, j = 1, j + 2
                    continue
                if depth:
                    if text[j] == "(":
                        depth += 1
                    elif text[j] == ")":
                        depth -= 1
                    j += 1
                    continue
                if text[j] == "\\":
                    j += 2
                    continue
                if text[j] == '"':
                    break
                out[j] = " "
                j += 1
            i = j + 1
        else:
            i += 1
    return "".join(out)


def matching(code, open_index):
    """The index of the bracket closing the one at `open_index` in blanked code."""
    pairs = {"{": "}", "(": ")", "[": "]", "<": ">"}
    opener = code[open_index]
    closer = pairs[opener]
    depth = 0
    for k in range(open_index, len(code)):
        if code[k] == opener:
            depth += 1
        elif code[k] == closer:
            depth -= 1
            if depth == 0:
                return k
    return len(code) - 1


class Member:
    """A `func` or `var` declared directly in a type or extension body."""

    def __init__(self, kind, name, attributes, modifiers, start, name_end, head_end, body_end):
        self.kind, self.name = kind, name.strip("`")
        self.attributes, self.modifiers = attributes, modifiers.split()
        self.start, self.name_end, self.head_end, self.body_end = start, name_end, head_end, body_end


class Body:
    """A type declaration or extension: its kind, name, inheritance clause and body span."""

    def __init__(self, path, kind, name, inherits, open_index, close_index, members, parent):
        self.path, self.kind, self.name, self.inherits = path, kind, name, inherits
        self.open_index, self.close_index, self.members, self.parent = open_index, close_index, members, parent

    @property
    def qualified_name(self):
        if self.kind == "extension" or self.parent is None:
            return self.name
        return self.parent.qualified_name + "." + self.name

    @property
    def superclass(self):
        """The first name in the inheritance clause (the superclass of a class that has one)."""
        clause = self.inherits.strip()
        if not clause.startswith(":"):
            return None
        first = re.match(r":\s*(" + IDENT + r"(?:\." + IDENT + r")*)", clause)
        return first.group(1) if first else None


def bodies(path, text):
    """Every type declaration and extension in `text`, nested ones included."""
    code = blank(text)
    found = []
    for match in DECLARATION.finditer(code):
        if match.group(2) in ("var", "let", "func", "init", "subscript", "case") or "(" in match.group(3):
            continue  # `class func`, `class var`, a call or a condition, not a declaration
        open_index = match.end() - 1
        close_index = matching(code, open_index)
        found.append(Body(path, match.group(1), match.group(2), match.group(3), open_index, close_index, [], None))
    for body in found:
        enclosing = [other for other in found if other.open_index < body.open_index and body.close_index < other.close_index]
        body.parent = max(enclosing, key=lambda other: other.open_index) if enclosing else None
    depth = [0] * (len(code) + 1)
    level = 0
    for k, char in enumerate(code):
        depth[k] = level
        if char in "{":
            level += 1
        elif char == "}":
            level -= 1
    for body in found:
        base = depth[body.open_index] + 1
        for member in MEMBER.finditer(code, body.open_index + 1, body.close_index):
            start = member.start(1)
            if depth[start] != base:
                continue
            head_end = _head_end(code, member.end(), member.group(3), body.close_index)
            if head_end is None:
                continue
            body_end = matching(code, head_end) if code[head_end] == "{" else head_end
            body.members.append(Member(member.group(3), member.group(4), member.group(1), member.group(2),
                                       start, member.end(), head_end, body_end))
    return found


def _head_end(code, index, kind, limit):
    """Where a member's head ends: the `{` of its body, or the end of its line when it has none."""
    k = index
    while k < limit:
        char = code[k]
        if char == "(" or (char == "<" and kind == "func"):
            k = matching(code, k) + 1
            continue
        if char == "{":
            return k
        if char == "\n":
            following = code[k:limit].lstrip()
            if not following.startswith(("{", "->", "throws", "rethrows", "async", "where")):
                return k
        if char == "=" and kind == "var":
            return k
        k += 1
    return None


def parameters(head):
    """`(label, name, type)` for each parameter in a function head starting at its `(`."""
    code = blank(head)
    close = matching(code, 0)
    inner = head[1:close]
    parts, depth, current = [], 0, ""
    for char in inner:
        if char in "([<":
            depth += 1
        elif char in ")]>":
            depth -= 1
        if char == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    if current.strip():
        parts.append(current)
    result = []
    for part in parts:
        names, _, kind = part.partition(":")
        kind = kind.split("=")[0].strip()
        words = names.split()
        label, name = (words[0], words[1]) if len(words) == 2 else (words[0], words[0])
        result.append((label, name, kind))
    return result, close
