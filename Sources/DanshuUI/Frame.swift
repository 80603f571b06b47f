import DanshuApp
import DanshuCore

/// A place on the screen that a mouse click turns into an action.
public struct Hit: Equatable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int
    public var action: Action

    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < x + width && py >= y && py < y + height
    }
}

/// One drawn screen: the cells, where clicks go, and where the text cursor is (if a field has focus).
public struct Frame: Equatable, Sendable {
    public var canvas: Canvas
    public var hits: [Hit] = []
    public var cursor: (x: Int, y: Int)?

    public init(width: Int, height: Int) { canvas = Canvas(width: width, height: height) }

    /// The action of a click at a cell; the last drawn region on top wins.
    public func action(atX x: Int, y: Int) -> Action? {
        hits.last { $0.contains(x: x, y: y) }?.action
    }

    public static func == (a: Frame, b: Frame) -> Bool {
        a.canvas == b.canvas && a.hits == b.hits && a.cursor?.x == b.cursor?.x && a.cursor?.y == b.cursor?.y
    }
}
