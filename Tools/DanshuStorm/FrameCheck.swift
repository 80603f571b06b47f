import DanshuUI

/// What every drawn frame must satisfy, whatever the state and size: the canvas is the requested size,
/// wide characters are never split, no cell holds anything a terminal would act on, and clicks and the
/// cursor stay on the screen.
public enum FrameCheck {
    /// The problems of a frame rendered for `width` × `height`; empty when it is sound.
    public static func problems(_ frame: Frame, width: Int, height: Int) -> [String] {
        var problems: [String] = []
        let canvas = frame.canvas
        if canvas.width != width || canvas.height != height {
            problems.append("canvas is \(canvas.width)×\(canvas.height), asked for \(width)×\(height)")
        }
        for y in 0..<canvas.height {
            var x = 0
            for cell in canvas.cells(row: y) {
                if !isPrintableASCII(cell), let problem = problem(ofCellAt: x, y, in: canvas) {
                    problems.append(problem)
                }
                x += 1
            }
        }
        for hit in frame.hits where hit.width > 0 && hit.height > 0 {
            if hit.x < 0 || hit.y < 0 || hit.x + hit.width > canvas.width || hit.y + hit.height > canvas.height {
                problems.append(
                    "click region \(hit.x),\(hit.y) \(hit.width)×\(hit.height) (\(hit.action)) is off the screen")
            }
        }
        if let cursor = frame.cursor, !(0..<canvas.width).contains(cursor.x) || !(0..<canvas.height).contains(cursor.y)
        {
            problems.append("cursor at \(cursor.x),\(cursor.y) is off the screen")
        }
        return problems
    }

    /// Why the cell at x, y is wrong, or nil.
    static func problem(ofCellAt x: Int, _ y: Int, in canvas: Canvas) -> String? {
        let cell = canvas[x, y]
        let place = "cell \(x),\(y)"
        switch cell.width {
        case 0:
            guard x > 0, canvas[x - 1, y].width == 2 else {
                return "\(place): right half without a wide character before it"
            }
            return cell.text.isEmpty ? nil : "\(place): right half holds \(escaped(cell.text))"
        case 1, 2:
            if cell.width == 2 && (x + 1 >= canvas.width || canvas[x + 1, y].width != 0) {
                return "\(place): wide character \(escaped(cell.text)) without its right half"
            }
            let scalars = Array(cell.text.unicodeScalars)
            guard let base = scalars.first else { return "\(place): empty" }
            // No format character is wide (SafeTextTests check every code point), so only narrow ones need the lookup.
            if TextWidth.cells(base) != cell.width || (cell.width == 1 && !isInert(base)) {
                return "\(place): \(escaped(cell.text)) is not a printable character \(cell.width) column(s) wide"
            }
            if scalars.count - 1 > Cell.maxMarks { return "\(place): more than \(Cell.maxMarks) combining marks" }
            for mark in scalars.dropFirst() where TextWidth.glibcWidth(mark) != 0 || !isInert(mark) {
                return "\(place): \(escaped(cell.text)) carries a scalar that is not a combining mark"
            }
            return nil
        default:
            return "\(place): width \(cell.width)"
        }
    }

    /// A one-column cell holding one printable ASCII character: the common case, sound by itself.
    @inline(__always)
    static func isPrintableASCII(_ cell: Cell) -> Bool {
        let utf8 = cell.text.utf8
        guard cell.width == 1, utf8.count == 1, let byte = utf8.first else { return false }
        return byte >= 0x20 && byte < 0x7F
    }

    /// Not a control or format character: nothing a terminal would act on or reorder by.
    static func isInert(_ scalar: Unicode.Scalar) -> Bool {
        // Arrows, box drawing, blocks and shapes (U+2070–U+2BFF) hold no format or control character:
        // the frame's own lines and marks skip the category lookup.
        if scalar.value >= 0x2070 && scalar.value < 0x2C00 { return true }
        return TextWidth.glibcWidth(scalar) >= 0 && scalar.properties.generalCategory != .format
            && scalar.properties.generalCategory != .control
    }

    /// The text with every scalar outside printable ASCII written as `\u{…}`, for messages.
    public static func escaped(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            if scalar.value >= 0x20 && scalar.value < 0x7F {
                out.unicodeScalars.append(scalar)
            } else {
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            }
        }
        return out + "\""
    }
}
