"""Turns an Interface Builder storyboard into Swift source that builds the same view controllers
and views with DeskKit: outlets are plain assignments the compiler checks, actions are closures
calling the app's methods, and nothing is looked up by name at run time."""

import re
import sys
import xml.etree.ElementTree as ET
from xml.parsers import expat


class StoryboardError(Exception):
    """Something in a storyboard DeskKit cannot build; the message names the file and line."""


def _parse(path):
    """The storyboard's element tree; each element's `__line` attribute is its line."""
    builder = ET.TreeBuilder()
    parser = expat.ParserCreate()

    def start(tag, attrs):
        attrs["__line"] = str(parser.CurrentLineNumber)
        builder.start(tag, attrs)

    parser.StartElementHandler = start
    parser.EndElementHandler = builder.end
    parser.CharacterDataHandler = builder.data
    try:
        with open(path, "rb") as handle:
            parser.Parse(handle.read(), True)
    except expat.ExpatError as error:
        raise StoryboardError(f"{path}:{error.lineno}: not a readable storyboard ({expat.errors.messages[error.code]})") from None
    return builder.close()


# Interface Builder's element names for UIKit classes.
VIEW_CLASSES = {
    "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
    "textView": "UITextView", "textField": "UITextField", "stackView": "UIStackView",
    "tableView": "UITableView", "collectionView": "UICollectionView",
    "segmentedControl": "UISegmentedControl", "switch": "UISwitch", "slider": "UISlider",
    "toolbar": "UIToolbar", "scrollView": "UIScrollView", "containerView": "UIView",
    "activityIndicatorView": "UIActivityIndicatorView", "pageControl": "UIPageControl",
    "searchBar": "UISearchBar", "navigationBar": "UINavigationBar", "visualEffectView": "UIView",
    "tableViewCell": "UITableViewCell", "collectionViewCell": "UICollectionViewCell",
    "wkWebView": "WKWebView",
}
CONTROLLER_CLASSES = {
    "viewController": "UIViewController", "navigationController": "UINavigationController",
    "splitViewController": "UISplitViewController", "tableViewController": "UITableViewController",
    "collectionViewController": "UICollectionViewController", "tabBarController": "UITabBarController",
}
# The element holding a cell's content views, by the cell's element.
CELL_CONTENT_VIEWS = {"tableViewCell": "tableViewCellContentView", "collectionViewCell": "collectionViewCellContentView"}
# Interface Builder's content modes, spelt as UIView.ContentMode's cases.
CONTENT_MODES = {
    "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left",
    "right", "topLeft", "topRight", "bottomLeft", "bottomRight",
}
# Elements that describe a property DeskKit leaves to its own layout or to the platform.
IGNORED = {
    "wkWebViewConfiguration",
    "autoresizingMask", "viewLayoutGuide", "fontDescription", "textInputTraits", "constraints",
    "constraint", "directionalEdgeInsets", "inset", "edgeInsets", "nil", "point", "size",
    "preferredSymbolConfiguration", "extendedEdge", "simulatedMetricsContainer", "freeformSimulatedSizeMetrics",
    "layoutGuides", "viewControllerLayoutGuide", "userDefinedRuntimeAttributes", "accessibility",
    "variation", "mask", "imageReference", "buttonConfiguration", "backgroundConfiguration",
    "collectionViewFlowLayout", "collectionViewLayout", "size", "edgeInsets", "real", "integer",
    "boolean", "string", "color", "rect", "state", "segments", "segment", "connections", "subviews",
    "prototypes", "sections", "cells", "tableViewCellContentView", "collectionViewCellContentView",
    "navigationItem", "toolbarItems", "barButtonItem", "items", "gestureRecognizers",
    "navigationBar", "value", "attributedString", "fragment", "paragraphStyle", "font", "dataDetectorType",
    "placeholder", "scrollEdgeAppearance", "standardAppearance", "navigationBarAppearance",
}


def _swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "") + '"'


def _name(identifier):
    return re.sub(r"[^A-Za-z0-9]", "_", identifier)


class _SceneWriter:
    """Writes the Swift function that makes one scene's view controller."""

    def __init__(self, generator, controller):
        self.generator = generator
        self.controller = controller
        self.lines = []
        self.view_lines = []
        self.objects = {}  # storyboard object id -> Swift variable holding it

    def fail(self, element, message):
        self.generator.fail(element, message)

    def color(self, element):
        line = element.get("__line")
        if element.get("systemColor"):
            name = element.get("systemColor")
            name = name[:-5] if name.endswith("Color") else name
            return f"UIColor.{name}"
        if element.get("name"):
            stored = self.generator.named_colors.get(element.get("name"))
            fallback = self.color(stored) if stored is not None and stored.get("name") is None else ".label"
            return f"(UIColor(named: {_swift_string(element.get('name'))}) ?? {fallback})"
        if element.get("cocoaTouchSystemColor"):
            name = element.get("cocoaTouchSystemColor")
            return f"UIColor.{name[:-5] if name.endswith('Color') else name}"
        alpha = element.get("alpha", "1")
        if element.get("white") is not None:
            return f"UIColor(white: {element.get('white')}, alpha: {alpha})"
        if element.get("red") is not None:
            return (f"UIColor(red: {element.get('red')}, green: {element.get('green')}, "
                    f"blue: {element.get('blue')}, alpha: {alpha})")
        self.fail(element, f"a colour DeskKit cannot read (line {line})")

    def image(self, name, element):
        reference = element.find("imageReference") if element is not None else None
        if reference is not None and reference.get("catalog") == "system":
            return f"UIImage(systemName: {_swift_string(reference.get('image'))})"
        return f"UIImage(named: {_swift_string(name)})"

    def view(self, element, out, parent=None):
        """Lines making the view `element` and its subviews; returns its variable."""
        tag = element.tag
        if tag not in VIEW_CLASSES:
            self.fail(element, f"<{tag}> is a view DeskKit does not have")
        variable = "view_" + _name(element.get("id"))
        self.objects[element.get("id")] = variable
        cls = self.generator.class_name(element, VIEW_CLASSES[tag])
        out.append(f"        // {self.generator.location(element)}")
        if tag == "collectionView":
            out.append(f"        let {variable} = {cls}(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())")
        elif tag == "tableView":
            style = {"grouped": ".grouped", "insetGrouped": ".insetGrouped"}.get(element.get("style"), ".plain")
            out.append(f"        let {variable} = {cls}(frame: .zero, style: {style})")
        else:
            out.append(f"        let {variable} = {cls}(coder: NSCoder())!")
        frame = next((child for child in element if child.tag == "rect" and child.get("key") == "frame"), None)
        if frame is not None:
            out.append(f"        {variable}.frame = CGRect(x: {frame.get('x')}, y: {frame.get('y')}, "
                       f"width: {frame.get('width')}, height: {frame.get('height')})")
        for child in element:
            key = child.get("key")
            if child.tag == "color" and key in ("backgroundColor", "tintColor") :
                out.append(f"        {variable}.{key} = {self.color(child)}")
            elif child.tag == "color" and key == "textColor" and tag in ("label", "textView", "textField"):
                out.append(f"        {variable}.textColor = {self.color(child)}")
            elif child.tag == "string" and key == "text":
                out.append(f"        {variable}.text = {_swift_string(child.text or '')}")
        if element.get("hidden") == "YES":
            out.append(f"        {variable}.isHidden = true")
        if element.get("alpha"):
            out.append(f"        {variable}.alpha = {element.get('alpha')}")
        if element.get("contentMode") in CONTENT_MODES and element.get("contentMode") != "scaleToFill":
            out.append(f"        {variable}.contentMode = .{element.get('contentMode')}")
        if element.get("text") is not None and tag in ("label", "textView", "textField"):
            out.append(f"        {variable}.text = {_swift_string(element.get('text'))}")
        if tag == "label":
            alignment = {"center": ".center", "right": ".right", "left": ".left"}.get(element.get("textAlignment"))
            if alignment:
                out.append(f"        {variable}.textAlignment = {alignment}")
            if element.get("numberOfLines"):
                out.append(f"        {variable}.numberOfLines = {element.get('numberOfLines')}")
        if tag == "textView" and element.get("editable") == "NO":
            out.append(f"        {variable}.isEditable = false")
        if tag == "textField" and element.get("placeholder") is not None:
            out.append(f"        {variable}.placeholder = {_swift_string(element.get('placeholder'))}")
        if tag == "stackView":
            if element.get("axis") == "vertical":
                out.append(f"        {variable}.axis = .vertical")
            if element.get("spacing"):
                out.append(f"        {variable}.spacing = {element.get('spacing')}")
        if tag == "imageView" and element.get("image"):
            out.append(f"        {variable}.image = {self.image(element.get('image'), element)}")
        if tag == "button":
            for state in element.findall("state"):
                if state.get("key") == "normal" and state.get("title") is not None:
                    out.append(f"        {variable}.setTitle({_swift_string(state.get('title'))}, for: .normal)")
                if state.get("key") == "normal" and state.get("image"):
                    out.append(f"        {variable}.setImage({self.image(state.get('image'), state)}, for: .normal)")
        if tag == "segmentedControl":
            segments = element.find("segments")
            for index, segment in enumerate(segments if segments is not None else []):
                title = segment.get("title") or ""
                out.append(f"        {variable}.insertSegment(withTitle: {_swift_string(title)}, at: {index}, animated: false)")
            if element.get("selectedSegmentIndex"):
                out.append(f"        {variable}.selectedSegmentIndex = {element.get('selectedSegmentIndex')}")
        if tag in ("tableView", "collectionView"):
            cell_tag = "tableViewCell" if tag == "tableView" else "collectionViewCell"
            for cell in element.iter(cell_tag):
                identifier = cell.get("reuseIdentifier")
                if identifier:
                    cell_class = self.generator.class_name(cell, VIEW_CLASSES[cell_tag])
                    out.append(f"        {variable}.register({cell_class}.self, forCellReuseIdentifier: {_swift_string(identifier)})"
                               if tag == "tableView" else
                               f"        {variable}.register({cell_class}.self, forCellWithReuseIdentifier: {_swift_string(identifier)})")
                    out += self.prototype_cell(cell, variable)
        if parent is not None:
            if self.is_plain_parent(parent):
                out.append(f"        {parent}.addSubview({variable})")
            else:
                out.append(f"        {parent[len('stack:'):]}.addArrangedSubview({variable})")
        subviews = element.find("subviews")
        if subviews is not None:
            for child in subviews:
                if child.tag in IGNORED and child.tag not in VIEW_CLASSES:
                    continue
                self.view(child, out, variable if tag != "stackView" else "stack:" + variable)
        # A cell's views sit in its content view, which the cell makes itself.
        content = element.find(CELL_CONTENT_VIEWS[tag]) if tag in CELL_CONTENT_VIEWS else None
        if content is not None:
            self.objects[content.get("id")] = f"{variable}.contentView"
            for child in content.find("subviews") if content.find("subviews") is not None else []:
                if child.tag in IGNORED and child.tag not in VIEW_CLASSES:
                    continue
                self.view(child, out, f"{variable}.contentView")
        for child in element:
            if child.tag not in IGNORED and child.tag not in VIEW_CLASSES and child.tag != "subviews" and child is not content:
                self.fail(child, f"<{child.tag}> in a <{tag}> is something DeskKit cannot read")
        return variable

    def prototype_cell(self, cell, container):
        """Lines registering a table or collection view prototype cell that has content: a maker
        making the cell, the views of its content view and its outlets to them, then awakeFromNib
        on each. A table cell of one of UIKit's styles gets a maker of a cell of that style (its
        labels are the cell's own). Nothing for a cell with no content views or of the default
        style: its class registration stands."""
        table = cell.tag == "tableViewCell"
        registration = "forCellReuseIdentifier" if table else "forCellWithReuseIdentifier"
        identifier = _swift_string(cell.get("reuseIdentifier"))
        style = cell.get("style")
        if table and style in self.CELL_STYLES:
            if style == "IBUITableViewCellStyleDefault":
                return []
            cell_class = self.generator.class_name(cell, "UITableViewCell")
            return [f"        // {self.generator.location(cell)}: a prototype cell of a standard style",
                    f"        {container}._registerPrototype({registration}: {identifier}) {{ "
                    f"{cell_class}(style: {self.CELL_STYLES[style]}, reuseIdentifier: {identifier}) }}"]
        content = cell.find(CELL_CONTENT_VIEWS[cell.tag])
        subviews = content.find("subviews") if content is not None else None
        if subviews is None or not len(subviews):
            return []
        outer = self.objects
        self.objects = {}  # the cell's views live in the maker, not in the scene's code
        lines = []
        try:
            variable = self.view(cell, lines)  # with the views of its content view
            connections = cell.find("connections")
            for connection in connections if connections is not None else []:
                destination = self.objects.get(connection.get("destination"))
                if connection.tag == "outlet" and destination is not None:
                    lines.append(f"        {variable}.{connection.get('property')} = {destination}")
            made = [name for name in self.objects.values() if "." not in name]
        finally:
            self.objects = outer
        body = ["    " + line for line in lines]
        body += [f"            {name}.awakeFromNib()" for name in made if name != variable] + [f"            {variable}.awakeFromNib()"]
        return ([f"        // {self.generator.location(cell)}: the prototype cell's content",
                 f"        {container}._registerPrototype({registration}: {identifier}) {{"]
                + body + [f"            return {variable}", "        }"])

    @staticmethod
    def is_plain_parent(parent):
        return not parent.startswith("stack:")

    def bar_item(self, item, out):
        variable = "item_" + _name(item.get("id"))
        self.objects[item.get("id")] = variable
        title = item.get("title")
        image = item.get("image")
        system = item.get("systemItem")
        out.append(f"        // {self.generator.location(item)}")
        if system:
            system = {"flexibleSpace": "flexibleSpace", "fixedSpace": "fixedSpace"}.get(system, system)
            out.append(f"        let {variable} = UIBarButtonItem(systemItem: .{system})")
        else:
            arguments = []
            if title is not None:
                arguments.append(f"title: {_swift_string(title)}")
            if image:
                arguments.append(f"image: {self.image(image, item)}")
            out.append(f"        let {variable} = UIBarButtonItem({', '.join(arguments)})")
        return variable

    CELL_STYLES = {"IBUITableViewCellStyleDefault": ".default", "IBUITableViewCellStyleValue1": ".value1",
                   "IBUITableViewCellStyleValue2": ".value2", "IBUITableViewCellStyleSubtitle": ".subtitle"}

    def static_cells(self, table):
        """Lines giving a table view controller the cells of its storyboard's static sections:
        each cell's style, title and detail text and accessory."""
        out, sections = [], []
        for section in table.iter("tableViewSection"):
            names = []
            for cell in section.iter("tableViewCell"):
                variable = "cell_" + _name(cell.get("id"))
                style = self.CELL_STYLES.get(cell.get("style"), ".default")
                cell_class = self.generator.class_name(cell, "UITableViewCell")
                out.append(f"        // {self.generator.location(cell)}")
                out.append(f"        let {variable} = {cell_class}(style: {style}, reuseIdentifier: nil)")
                labels = {label.get("id"): label for label in cell.iter("label")}
                for key, attribute in (("textLabel", "textLabel"), ("detailTextLabel", "detailTextLabel")):
                    label = labels.get(cell.get(attribute) or "")
                    if label is not None and label.get("text") is not None:
                        out.append(f"        {variable}.{key}?.text = {_swift_string(label.get('text'))}")
                accessory = {"disclosureIndicator": ".disclosureIndicator", "checkmark": ".checkmark",
                             "detailButton": ".detailButton", "detailDisclosureButton": ".detailDisclosureButton"}.get(cell.get("accessoryType"))
                if accessory:
                    out.append(f"        {variable}.accessoryType = {accessory}")
                names.append(variable)
            sections.append("[" + ", ".join(names) + "]")
        out.append(f"        controller._staticCells = [{', '.join(sections)}]")
        return out

    def write(self):
        element = self.controller
        identifier = element.get("id")
        cls = self.generator.class_name(element, CONTROLLER_CLASSES[element.tag])
        self.objects[identifier] = "controller"
        out = self.lines
        out.append(f"    // {self.generator.location(element)}")
        out.append(f"    {{ storyboard in")
        out.append(f"        let controller = {cls}(coder: NSCoder())!")
        out.append("        controller._storyboard = storyboard")
        if element.get("title") is not None:
            out.append(f"        controller.title = {_swift_string(element.get('title'))}")
        navigation_item = element.find("navigationItem")
        if navigation_item is not None:
            if navigation_item.get("title") is not None:
                out.append(f"        controller.navigationItem.title = {_swift_string(navigation_item.get('title'))}")
            if navigation_item.get("prompt") is not None:
                out.append(f"        controller.navigationItem.prompt = {_swift_string(navigation_item.get('prompt'))}")
            for item in navigation_item.findall("barButtonItem"):
                variable = self.bar_item(item, out)
                key = item.get("key")
                if key in ("leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem"):
                    out.append(f"        controller.navigationItem.{key} = {variable}")
            for key in ("leftBarButtonItems", "rightBarButtonItems"):
                group = navigation_item.find(f"*[@key='{key}']")
                if group is not None:
                    names = [self.bar_item(item, out) for item in group.findall("barButtonItem")]
                    out.append(f"        controller.navigationItem.{key} = [{', '.join(names)}]")
        toolbar_items = element.find("toolbarItems")
        if toolbar_items is not None and len(toolbar_items):
            names = [self.bar_item(item, out) for item in toolbar_items.findall("barButtonItem")]
            out.append(f"        controller.toolbarItems = [{', '.join(names)}]")
        root_view = element.find("*[@key='view']")
        view_out = []
        if root_view is not None and element.tag in ("viewController",):
            root = self.view(root_view, view_out)
        elif root_view is not None and element.tag in ("tableViewController", "collectionViewController"):
            # The controller makes its own table or collection view; its prototype cells register.
            cell_tag = "tableViewCell" if element.tag == "tableViewController" else "collectionViewCell"
            for cell in root_view.iter(cell_tag):
                if cell.get("reuseIdentifier"):
                    cell_class = self.generator.class_name(cell, VIEW_CLASSES[cell_tag])
                    call = ("tableView.register({0}.self, forCellReuseIdentifier: {1})" if cell_tag == "tableViewCell"
                            else "collectionView.register({0}.self, forCellWithReuseIdentifier: {1})")
                    view_out.append(f"        controller.{call.format(cell_class, _swift_string(cell.get('reuseIdentifier')))}")
                    view_out += self.prototype_cell(cell, "controller." + ("tableView" if cell_tag == "tableViewCell" else "collectionView"))
            if element.tag == "tableViewController" and root_view.get("dataMode") == "static":
                view_out += self.static_cells(root_view)
            root = None
        else:
            root = None
        # Connections: outlets, actions and segues of the controller and its views.
        connection_lines = []
        relationships = {}
        for owner in element.iter():  # the element itself comes first
            connections = owner.find("connections")
            if connections is None or owner is not element and owner.get("id") not in self.objects:
                continue
            source = self.objects.get(owner.get("id"), "controller")
            for connection in connections:
                if connection.tag == "outlet":
                    destination = self.objects.get(connection.get("destination"))
                    if destination is None:
                        continue
                    connection_lines.append(f"        {source}.{connection.get('property')} = {destination}")
                elif connection.tag == "action":
                    connection_lines.append(self.action(owner, source, connection))
                elif connection.tag == "segue":
                    kind = connection.get("kind")
                    if kind == "relationship":
                        relationships.setdefault(connection.get("relationship"), []).append(connection.get("destination"))
                    elif kind in ("show", "showDetail", "push", "modal", "presentation", "popoverPresentation", "custom"):
                        segue_id = connection.get("identifier") or "segue_" + connection.get("id")
                        segue_class = connection.get("customClass") or "UIStoryboardSegue"
                        style = {"push": "show", "modal": "presentation", "popoverPresentation": "presentation"}.get(kind, kind)
                        out.append(f"        controller._storyboardSegueTemplates[{_swift_string(segue_id)}] = .init(style: .{style}, "
                                   f"destination: {_swift_string(connection.get('destination'))}) {{ "
                                   f"{segue_class}(identifier: $0, source: $1, destination: $2) }}")
                        if owner is not element:
                            connection_lines.append(
                                f"        {source}.addAction(UIAction {{ [unowned controller, unowned {source}] _ in "
                                f"controller._performStoryboardSegue({_swift_string(segue_id)}, sender: {source}) }}, for: .touchUpInside)"
                                if owner.tag in ("button", "segmentedControl", "switch", "slider") else
                                f"        // {self.generator.location(connection)}: a segue from a <{owner.tag}> is left to the app")
        # Outlets and actions that reach views are made with the view; the rest at once.
        view_connection_lines = [line for line in connection_lines if "view_" in line]
        out += [line for line in connection_lines if "view_" not in line]
        if root is not None or view_out:
            body = ["    " + line for line in view_out + view_connection_lines]
            body += [f"            {variable}.awakeFromNib()" for variable in self.objects.values() if variable.startswith("view_") and "." not in variable]
            if root:
                body.append(f"            return {root}")
            uses_controller = any(re.search(r"\bcontroller\b", line.split("//")[0]) for line in body)
            hook = "_storyboardViewLoader" if root else "_storyboardViewDidLoad"
            out.append(f"        controller.{hook} = {{" + (" [unowned controller] in" if uses_controller else ""))
            out += body
            out.append("        }")
        for relationship, destinations in relationships.items():
            children = ", ".join(f"storyboard._instantiate({_swift_string(d)})" for d in destinations)
            if relationship == "rootViewController":
                out.append(f"        controller.setViewControllers([{children}], animated: false)")
            elif relationship in ("masterViewController", "detailViewController"):
                column = ".primary" if relationship == "masterViewController" else ".secondary"
                out.append(f"        controller.setViewController({children}, for: {column})")
            elif relationship == "viewControllers":
                out.append(f"        controller.viewControllers = [{children}]")
            else:
                self.fail(element, f"the relationship segue '{relationship}' is one DeskKit does not have")
        out.append("        controller.awakeFromNib()")
        out.append("        return controller")
        out.append("    },")
        return "\n".join(out)

    def action(self, owner, source, connection):
        selector = connection.get("selector")
        target = self.objects.get(connection.get("destination"))
        event = connection.get("eventType") or "primaryActionTriggered"
        method = selector.split(":")[0]
        label = self.generator.first_label(method) if selector.endswith(":") else None
        if target is None:
            call = (f"UIApplication.shared.sendAction(Selector({_swift_string(selector)}), to: nil, from: {source}, for: nil)")
        elif selector.endswith(":"):
            argument = f"{label}: {source}" if label and label != "_" else source
            call = f"{target}.{method}({argument})"
        else:
            call = f"{target}.{method}()"
        captures = ", ".join(dict.fromkeys(v for v in ("controller", target, source) if v))
        if owner.tag == "barButtonItem":
            return f"        {source}.primaryAction = UIAction(title: {source}.title ?? \"\", image: {source}.image) {{ [unowned {captures}] _ in {call} }}"
        return f"        {source}.addAction(UIAction {{ [unowned {captures}] _ in {call} }}, for: .{event})"


class Generator:
    """Writes the Swift source for the storyboards of one app."""

    def __init__(self, swift_sources):
        self.swift_text = "\n".join(open(path, encoding="utf-8").read() for path in swift_sources)
        self.path = None
        self.display_path = None
        self.named_colors = {}

    def fail(self, element, message):
        raise StoryboardError(f"{self.location(element)}: {message}")

    def location(self, element):
        return f"{self.display_path}:{element.get('__line')}"

    def class_name(self, element, default):
        """The element's custom class, or `default` when the app does not declare that class
        (UIKit then logs "Unknown class" and uses the default, and so does the port)."""
        custom = element.get("customClass")
        if not custom:
            return default
        if custom.startswith("UI") or re.search(r"\bclass\s+" + re.escape(custom) + r"\b", self.swift_text):
            return custom
        sys.stderr.write(f"port-mechanically: {self.location(element)}: warning: unknown class {custom}; using {default}, as UIKit does\n")
        return default

    def first_label(self, method):
        """The first argument label of the app's method `method`, from its source."""
        match = re.search(r"func\s+" + re.escape(method) + r"\s*\(\s*([A-Za-z_][A-Za-z0-9_]*)", self.swift_text)
        return match.group(1) if match else "_"

    def storyboard(self, path, display_path, name):
        """Swift source registering the storyboard `name` read from `path`."""
        self.path = path
        self.display_path = display_path
        document = _parse(path)
        # Interface Builder keeps each named colour's value in <resources>: what the colour shows
        # when the app's asset catalogue does not have it.
        self.named_colors = {named.get("name"): named.find("color") for named in document.iter("namedColor")}
        scenes = document.find("scenes")
        initial = document.get("initialViewController")
        identifiers = {}
        scene_sources = {}
        for scene in (scenes if scenes is not None else []):
            objects = scene.find("objects")
            for element in (objects if objects is not None else []):
                if element.tag in CONTROLLER_CLASSES:
                    if element.get("storyboardIdentifier"):
                        identifiers[element.get("storyboardIdentifier")] = element.get("id")
                    scene_sources[element.get("id")] = _SceneWriter(self, element).write()
                elif element.tag not in ("placeholder", "exit", "navigationItem", "barButtonItem") and element.tag not in VIEW_CLASSES:
                    self.fail(element, f"<{element.tag}> is a scene object DeskKit does not have")
        lines = [f"// Made from {display_path} by scripts/port-mechanically; a new port replaces it.",
                 "import DeskKit", *(["import DeskKitWebKit"] if any(True for _ in document.iter("wkWebView")) else []),
                 "import Foundation", "",
                 f"@MainActor let _storyboard_{_name(name)} = UIStoryboard._Compiled(",
                 f"    name: {_swift_string(name)},",
                 f"    initialViewController: {_swift_string(initial) if initial else 'nil'},",
                 "    identifiers: [" + ", ".join(f"{_swift_string(k)}: {_swift_string(v)}" for k, v in identifiers.items()) + ("" if identifiers else ":") + "],",
                 "    scenes: ["]
        for identifier, source in scene_sources.items():
            lines.append(f"    {_swift_string(identifier)}:")
            lines.append(source)
        if not scene_sources:
            lines.append("    :")
        lines.append("])")
        return "\n".join(lines) + "\n"

    def nib(self, path, display_path, name):
        """Swift source registering the xib `name` read from `path`: a maker of its top-level views
        that connects their outlets and actions to the file's owner when it has the xib's class."""
        self.path = path
        self.display_path = display_path
        document = _parse(path)
        self.named_colors = {named.get("name"): named.find("color") for named in document.iter("namedColor")}
        writer = _SceneWriter(self, None)
        writer.objects["-1"] = "controller"  # the file's owner; "controller" as in a storyboard scene
        owner = None
        tops, lines = [], []
        objects = document.find("objects")
        for element in (objects if objects is not None else []):
            if element.tag == "placeholder":
                if element.get("placeholderIdentifier") == "IBFilesOwner":
                    owner = element
                continue
            if element.tag not in VIEW_CLASSES:
                self.fail(element, f"<{element.tag}> is a xib object DeskKit does not have")
            tops.append(writer.view(element, lines))
        owner_lines = []
        for element in (objects.iter() if objects is not None else []):
            connections = element.find("connections")
            if connections is None:
                continue
            source = writer.objects.get(element.get("id"))
            if source is None:
                continue
            for connection in connections:
                if connection.tag == "outlet":
                    destination = writer.objects.get(connection.get("destination"))
                    if destination is not None:
                        line = f"        {source}.{connection.get('property')} = {destination}"
                        (owner_lines if "controller" in (source, destination) else lines).append(line)
                elif connection.tag == "action":
                    owner_lines.append(writer.action(element, source, connection))
                elif connection.tag == "segue":
                    self.fail(connection, "a xib holds no segues")
        owner_class = self.class_name(owner, "") if owner is not None and owner.get("customClass") else ""
        lines += [f"        {variable}.awakeFromNib()" for variable in writer.objects.values() if variable.startswith("view_") and "." not in variable]
        out = [f"// Made from {display_path} by scripts/port-mechanically; a new port replaces it.",
               "import DeskKit", *(["import DeskKitWebKit"] if any(True for _ in document.iter("wkWebView")) else []),
               "import Foundation", "",
               f"@MainActor let _nib_{_name(name)} = UINib._Compiled(name: {_swift_string(name)}) {{ owner in"]
        out += [line[4:] for line in lines]  # the scene writer's lines are indented for a storyboard
        if owner_lines and owner_class:
            out.append(f"    if let controller = owner as? {owner_class} {{")
            out += owner_lines
            out.append("    }")
        elif owner_lines:
            out.append(f"    // {self.location(owner if owner is not None else document)}: the file's owner has no class "
                       "the app declares, so its outlets and actions are not connected")
        out.append(f"    return [{', '.join(tops)}]")
        out.append("}")
        return "\n".join(out) + "\n"
