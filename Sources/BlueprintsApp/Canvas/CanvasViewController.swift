import DeskKit
import Foundation

/// A blueprint canvas: shapes to select with clicks or a band, resize by their handles, drag
/// onto a tray, and copy or duplicate from the edit menu, "Jello there!" among them.
///
/// A plain band selects the shapes under it, Shift adds them, Ctrl toggles them; Esc restores
/// the selection the band began with. A finger tap on a shape shows the edit menu around it;
/// a secondary click shows the same actions as a context menu.
@MainActor
public final class CanvasViewController: UIViewController {
    public private(set) var shapes: [CanvasShapeView] = []
    public let tray = CanvasDropTray(frame: .zero)
    public private(set) var handles: [CanvasResizeHandle] = []
    var editMenuInteraction: UIEditMenuInteraction?
    /// The selection when the band began, and how the band combines with it.
    var bandStart: (base: Set<ObjectIdentifier>, modifiers: UIKeyModifierFlags)?
    /// The selection a click on empty canvas just cleared: a band that press starts combines
    /// with it (Shift, Ctrl) and Esc restores it.
    var selectionBeforeEmptyClick: Set<ObjectIdentifier>?
    /// The shape being dragged, and where it started.
    var drag: (shape: CanvasShapeView, startFrame: CGRect)?
    /// The shape the keyboard is on (Tab moves it), drawn with a focus ring.
    public internal(set) weak var focusedShape: CanvasShapeView?
    static let trayHeight: CGFloat = 72
    /// How far a duplicate or a pasted shape sits from its original.
    static let duplicateOffset: CGFloat = 24

    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = String(localized: "Canvas", bundle: .module)
    }

    public override func loadView() {
        let root = CanvasView(frame: .zero)
        root.controller = self
        view = root
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(tray)
        for shape in Self.sampleShapes() { add(shape) }
        if let jello = shapes.first(where: { $0.title == Self.jelloTitle }) { select([jello]) }

        view.addInteraction(UIBandSelectionInteraction { [weak self] interaction in
            self?.bandSelectionChanged(interaction)
        })
        let editMenuInteraction = UIEditMenuInteraction(delegate: self)
        self.editMenuInteraction = editMenuInteraction
        view.addInteraction(editMenuInteraction)

        // Touch taps show the edit menu; pointer clicks select.
        let tapRecognizer = UITapGestureRecognizer(target: self, action: Selector("didTap:"))
        tapRecognizer.allowedTouchTypes = [UITouch.TouchType.direct.rawValue as NSNumber]
        view.addGestureRecognizer(tapRecognizer)
        let clickRecognizer = UITapGestureRecognizer(target: self, action: Selector("didClick:"))
        clickRecognizer.allowedTouchTypes = [UITouch.TouchType.indirectPointer.rawValue as NSNumber]
        view.addGestureRecognizer(clickRecognizer)
    }

    static let jelloTitle = "Jello there!"

    /// The canvas a new window opens on.
    static func sampleShapes() -> [CanvasShapeView] {
        let jello = CanvasShapeView(title: jelloTitle, frame: CGRect(x: 320, y: 240, width: 200, height: 80), fill: .white)
        jello.caption.font = .systemFont(ofSize: 20, weight: .semibold)
        return [
            CanvasShapeView(title: "Living room", frame: CGRect(x: 60, y: 60, width: 200, height: 130),
                            fill: UIColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 0.18)),
            CanvasShapeView(title: "Kitchen", frame: CGRect(x: 300, y: 60, width: 140, height: 110),
                            fill: UIColor(red: 1.0, green: 0.58, blue: 0.0, alpha: 0.22), cornerRadius: 14),
            CanvasShapeView(title: "Porch", frame: CGRect(x: 60, y: 250, width: 110, height: 110),
                            fill: UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 0.22), cornerRadius: 55),
            jello,
        ]
    }

    public override func registerActions() {
        super.registerActions()
        registerKeyboardActions()
        implement("didTap:", by: CanvasViewController.didTap)
        implement("didClick:", by: CanvasViewController.didClick)
        implement("showEditMenu:", by: CanvasViewController.showEditMenu)
        implement(.copy) { responder, _ in (responder as? CanvasViewController).map { $0.copy($0.selectedShapes) } }
        implement(.cut) { responder, _ in (responder as? CanvasViewController).map { $0.cut($0.selectedShapes) } }
        implement(.delete) { responder, _ in (responder as? CanvasViewController).map { $0.delete($0.selectedShapes) } }
        implement(.paste) { responder, _ in (responder as? CanvasViewController)?.paste() }
        implement(.selectAll) { responder, _ in (responder as? CanvasViewController).map { $0.select($0.shapes) } }
    }

    public override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        switch action {
        case .copy, .cut, .delete: return !selectedShapes.isEmpty
        case .paste: return UIPasteboard.general.hasStrings
        case .selectAll: return !shapes.isEmpty
        default: return super.canPerformAction(action, withSender: sender)
        }
    }

    /// Shift+F10, the desktop's menu key, shows the edit menu around the selection; the rest
    /// reach the shapes without a pointer (see CanvasViewController+Keyboard.swift).
    public override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: String(localized: "Show Edit Menu", bundle: .module), action: Selector("showEditMenu:"), input: UIKeyCommand.inputF10, modifierFlags: .shift)]
            + keyboardCommands
    }

    // MARK: - Shapes

    public var selectedShapes: [CanvasShapeView] { shapes.filter(\.isSelected) }

    func add(_ shape: CanvasShapeView) {
        shape.canvas = self
        shapes.append(shape)
        view.addSubview(shape)
        raiseHandles()
    }

    /// The shape under `point` (in the canvas view's coordinates), topmost first.
    public func shape(at point: CGPoint) -> CanvasShapeView? {
        shapes.last { $0.frame.contains(point) }
    }

    /// What an action on `shape` applies to: the selection when the shape is in it, else the shape.
    func targets(for shape: CanvasShapeView) -> [CanvasShapeView] {
        shape.isSelected ? selectedShapes : [shape]
    }

    /// Makes `chosen` the selection and gives each selected shape its handles.
    public func select(_ chosen: [CanvasShapeView]) {
        let ids = Set(chosen.map(ObjectIdentifier.init))
        for shape in shapes { shape.isSelected = ids.contains(ObjectIdentifier(shape)) }
        for handle in handles { handle.removeFromSuperview() }
        handles = selectedShapes.flatMap { shape in
            CanvasResizeHandle.Edge.allCases.map { edge in
                let handle = CanvasResizeHandle(edge: edge, shape: shape)
                handle.canvas = self
                return handle
            }
        }
        for handle in handles { view.addSubview(handle) }
        placeHandles()
    }

    func placeHandles() {
        for handle in handles { handle.place() }
    }

    /// Keeps the handles above every shape.
    private func raiseHandles() {
        for handle in handles { view.addSubview(handle) }
    }

    // MARK: - Edit actions

    func copy(_ chosen: [CanvasShapeView]) {
        guard !chosen.isEmpty else { return }
        UIPasteboard.general.strings = chosen.map(\.title)
    }

    func cut(_ chosen: [CanvasShapeView]) {
        copy(chosen)
        delete(chosen)
    }

    func delete(_ chosen: [CanvasShapeView]) {
        let ids = Set(chosen.map(ObjectIdentifier.init))
        for shape in chosen { shape.removeFromSuperview() }
        shapes.removeAll { ids.contains(ObjectIdentifier($0)) }
        select(selectedShapes)
    }

    /// Each string on the pasteboard becomes a new labelled shape, and the new shapes are selected.
    func paste() {
        guard let strings = UIPasteboard.general.strings else { return }
        let origin = CGPoint(x: 80, y: 80)
        let pasted = strings.enumerated().map { index, text in
            let offset = Self.duplicateOffset * CGFloat(index)
            return CanvasShapeView(title: text, frame: CGRect(x: origin.x + offset, y: origin.y + offset, width: 160, height: 70), fill: .white)
        }
        for shape in pasted { add(shape) }
        select(pasted)
    }

    /// Copies `chosen` a little down and to the right; the copies become the selection.
    public func duplicate(_ chosen: [CanvasShapeView]) {
        let copies = chosen.map { $0.duplicate(offsetBy: Self.duplicateOffset) }
        for shape in copies { add(shape) }
        select(copies)
    }

    // MARK: - Dragging shapes

    /// A drag on a shape moves it; dropped on the tray, the tray keeps a copy and the shape goes back.
    func moveShape(_ shape: CanvasShapeView, with recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            drag = (shape, shape.frame)
            // The pointer looks through the dragged shape, at the tray under it.
            shape.isUserInteractionEnabled = false
            tray.isAcceptingDrop = true
            view.addSubview(shape)
            raiseHandles()
            fallthrough
        case .changed:
            guard let drag, drag.shape === shape else { return }
            let translation = recognizer.translation(in: view)
            shape.frame = drag.startFrame.offsetBy(dx: translation.x, dy: translation.y)
            placeHandles()
        case .ended, .cancelled:
            guard let drag, drag.shape === shape else { return }
            self.drag = nil
            shape.isUserInteractionEnabled = true
            tray.isAcceptingDrop = false
            if recognizer.state == .ended, tray.frame.contains(recognizer.location(in: view)) {
                tray.keep(shape)
                shape.frame = drag.startFrame
            } else if recognizer.state == .cancelled {
                shape.frame = drag.startFrame
            }
            placeHandles()
        default:
            break
        }
    }

    // MARK: - Layout

    func layoutCanvas() {
        let bounds = view.bounds
        let trayHeight = UIFontMetrics.default.scaledValue(for: Self.trayHeight, compatibleWith: view.traitCollection)
        tray.frame = CGRect(x: 24, y: max(0, bounds.height - trayHeight - 16), width: max(0, bounds.width - 48), height: trayHeight)
        placeHandles()
    }
}

/// The canvas's root view: keeps the tray at the foot of the window and takes the keyboard.
@MainActor
final class CanvasView: UIView {
    weak var controller: CanvasViewController?

    override var canBecomeFirstResponder: Bool { true }

    override func layoutSubviews() {
        controller?.layoutCanvas()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { becomeFirstResponder() }
    }
}
