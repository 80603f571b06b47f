import DanshuCore
import DanshuText

/// Shown instead of the app when the terminal is smaller than the layout needs; `q` still quits.
enum TooSmallView {
    static func draw(width: Int, height: Int, askingToQuit: Bool, into frame: inout Frame, catalog: Catalog, theme: Theme) {
        let lines = [catalog.tooSmallTitle,
                     catalog.tooSmallDetail(needWidth: MainLayout.minimumWidth, needHeight: MainLayout.minimumHeight, width: width, height: height),
                     askingToQuit ? catalog.message(.confirmQuit) : catalog.tooSmallQuit]
        let top = max(0, (height - lines.count) / 2)
        for (i, line) in lines.enumerated() where top + i < height {
            let x = max(0, (width - TextWidth.of(line)) / 2)
            frame.canvas.put(line, x: x, y: top + i, style: i == 0 ? theme.error : theme.plain, maxWidth: width - x)
        }
    }
}
