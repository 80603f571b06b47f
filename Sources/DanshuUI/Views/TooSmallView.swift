import DanshuApp
import DanshuCore
import DanshuText

/// Shown instead of the app when the terminal is smaller than the layout needs; `q` still quits.
/// Every line wraps to the width; when rows run short the title and then the sizes give way, so the last line,
/// what `q` does or the question it asked, is always whole where it can be.
enum TooSmallView {
    static func draw(
        width: Int, height: Int, askingToQuit: Bool, question: Message? = nil, into frame: inout Frame,
        catalog: Catalog,
        theme: Theme
    ) {
        let texts = [
            catalog.tooSmallTitle,
            catalog.tooSmallDetail(
                needWidth: MainLayout.minimumWidth, needHeight: MainLayout.minimumHeight, width: width, height: height),
            question.map(catalog.message) ?? (askingToQuit ? catalog.message(.confirmQuit) : catalog.tooSmallQuit),
        ]
        // Broken only between phrases, so 「続ける」 never reads 「続|ける」 at 60 columns (issue 40).
        var blocks = texts.enumerated().map { text in
            (
                style: text.offset == 0 ? theme.error : theme.plain,
                lines: TextWrap.words(text.element, width: width, breaks: .phrases)
            )
        }
        while blocks.count > 1 && blocks.map(\.lines.count).reduce(0, +) > height { blocks.removeFirst() }
        let lines = blocks.flatMap { block in block.lines.map { (text: $0, style: block.style) } }
        let top = max(0, (height - lines.count) / 2)
        for (i, line) in lines.enumerated() where top + i < height {
            let x = max(0, (width - TextWidth.of(line.text)) / 2)
            frame.canvas.put(line.text, x: x, y: top + i, style: line.style, maxWidth: width - x)
        }
    }
}
