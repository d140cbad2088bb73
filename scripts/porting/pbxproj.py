"""Reads an Xcode project file (project.pbxproj, the old-style property-list format) and lists
each app target with its Swift sources, resources and Info.plist."""

import os
import re


class ProjectError(Exception):
    """A project file DeskKit cannot read; the message names the file and line."""


_TOKEN = re.compile(r'\s+|//[^\n]*|/\*.*?\*/|"(?:[^"\\]|\\.)*"|[{}()=;,]|[^\s{}()=;,"]+', re.S)


def _tokens(text, path):
    position = 0
    while position < len(text):
        match = _TOKEN.match(text, position)
        if not match:
            line = text.count("\n", 0, position) + 1
            raise ProjectError(f"{path}:{line}: unreadable text in the project file")
        token = match.group(0)
        start = position
        position = match.end()
        if token[0].isspace() or token.startswith("//") or token.startswith("/*"):
            continue
        yield token, start


def parse(path):
    """The project file at `path` as nested dicts, lists and strings."""
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    tokens = list(_tokens(text, path))
    index = 0

    def fail(message, at):
        line = text.count("\n", 0, tokens[min(at, len(tokens) - 1)][1]) + 1
        raise ProjectError(f"{path}:{line}: {message}")

    def value():
        nonlocal index
        if index >= len(tokens):
            fail("the project file ends early", index)
        token = tokens[index][0]
        index += 1
        if token == "{":
            result = {}
            while tokens[index][0] != "}":
                key = value()
                if tokens[index][0] != "=":
                    fail("expected '=' in a dictionary", index)
                index += 1
                result[key] = value()
                if tokens[index][0] != ";":
                    fail("expected ';' after a dictionary entry", index)
                index += 1
            index += 1
            return result
        if token == "(":
            result = []
            while tokens[index][0] != ")":
                result.append(value())
                if tokens[index][0] == ",":
                    index += 1
            index += 1
            return result
        if token.startswith('"'):
            return bytes(token[1:-1], "utf-8").decode("unicode_escape").encode("latin-1").decode("utf-8")
        return token

    return value()


class Target:
    """An app target: its name, module name, Swift sources, resources and Info.plist."""

    def __init__(self, name, module, sources, resources, info_plist):
        self.name = name
        self.module = module
        self.sources = sources
        self.resources = resources
        self.info_plist = info_plist


def app_targets(xcodeproj):
    """The application targets of the `.xcodeproj` folder, in the project's order."""
    project_file = os.path.join(xcodeproj, "project.pbxproj")
    root = parse(project_file)
    objects = root["objects"]
    source_root = os.path.dirname(os.path.abspath(xcodeproj))
    parents = {}
    for key, obj in objects.items():
        for child in obj.get("children", []):
            parents[child] = key
    main_group = objects[root["rootObject"]].get("mainGroup")

    def folder_of(key):
        """The folder a group or file reference's path is relative to."""
        parent = parents.get(key)
        if parent is None or parent == main_group:
            return source_root
        return path_of(parent)

    def path_of(key):
        obj = objects[key]
        tree = obj.get("sourceTree", "<group>")
        relative = obj.get("path", "")
        if tree == "SOURCE_ROOT":
            return os.path.normpath(os.path.join(source_root, relative))
        if tree == "<absolute>":
            return relative
        if key == main_group:
            return source_root
        return os.path.normpath(os.path.join(folder_of(key), relative))

    def files_of(reference):
        obj = objects[reference]
        if obj.get("isa") == "PBXVariantGroup":
            return [path_of(child) for child in obj.get("children", [])]
        return [path_of(reference)]

    targets = []
    for key in objects[root["rootObject"]].get("targets", []):
        target = objects[key]
        if target.get("productType") != "com.apple.product-type.application":
            continue
        settings = {}
        for configuration in objects[target["buildConfigurationList"]].get("buildConfigurations", []):
            if objects[configuration].get("name") == "Release" or not settings:
                settings = objects[configuration].get("buildSettings", {})
        name = target["name"]
        product = settings.get("PRODUCT_NAME", "$(TARGET_NAME)").replace("$(TARGET_NAME)", name)
        module = re.sub(r"[^A-Za-z0-9_]", "_", settings.get("PRODUCT_MODULE_NAME", product))
        sources, resources = [], []
        for phase_key in target.get("buildPhases", []):
            phase = objects[phase_key]
            for build_file in phase.get("files", []):
                reference = objects[build_file].get("fileRef")
                if reference is None:
                    continue
                if phase["isa"] == "PBXSourcesBuildPhase":
                    sources += [path for path in files_of(reference) if path.endswith(".swift")]
                elif phase["isa"] == "PBXResourcesBuildPhase":
                    resources += files_of(reference)
        info_plist = settings.get("INFOPLIST_FILE")
        if info_plist:
            info_plist = os.path.normpath(os.path.join(source_root, info_plist.replace("$(SRCROOT)/", "")))
        targets.append(Target(name, module, sources, resources, info_plist))
    return targets
