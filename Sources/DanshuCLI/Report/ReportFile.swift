import DanshuCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The report's file: one name for the app's `h` and `report --output FOLDER`, `report-YYYY-MM-DD.html` by its last day
/// (issue 40); the app writes it in the folder it was started in, or in the home folder when that one cannot take a new
/// file.
enum ReportFile {
    /// `report-2026-11-29.html`: the name a report ending on `end` takes in a folder, with the format's ending.
    static func name(endingOn end: LocalDate, extension ending: String) -> String { "report-\(end.iso).\(ending)" }

    /// Where the app's report pane writes the HTML page.
    static func path(endingOn end: LocalDate, folder: String) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + name(endingOn: end, extension: "html")
    }

    /// Whether `path` is a folder (or a link to one): `report --output` then writes its file inside.
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The folder the app was started in when it can be written to, else the home folder, else /tmp.
    static func folder(home: String?) -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        if getcwd(&buffer, buffer.count) != nil {
            let current = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if access(current, W_OK) == 0 { return current }
        }
        if let home, !home.isEmpty, access(home, W_OK) == 0 { return home }
        return "/tmp"
    }
}
