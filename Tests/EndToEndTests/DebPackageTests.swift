import Foundation
import Testing

/// `make deb`: the package's files and control fields, an install into a temporary root whose danshu
/// runs, and a purge that leaves nothing. `BIN=` hands over the binary under test, so no release build runs.
@Suite("make deb")
struct DebPackageTests {
    /// Every file the package installs, with its mode and what it is made from (nil: the binary itself).
    static let files: [(path: String, mode: String, source: String?, gzipped: Bool)] = [
        ("usr/bin/danshu", "-rwxr-xr-x", nil, false),
        (
            "usr/lib/systemd/user/danshu-medicine.service", "-rw-r--r--", "contrib/systemd/danshu-medicine.service",
            false
        ),
        ("usr/lib/systemd/user/danshu-medicine.timer", "-rw-r--r--", "contrib/systemd/danshu-medicine.timer", false),
        ("usr/lib/systemd/user/danshu-remind.service", "-rw-r--r--", "contrib/systemd/danshu-remind.service", false),
        ("usr/lib/systemd/user/danshu-remind.timer", "-rw-r--r--", "contrib/systemd/danshu-remind.timer", false),
        ("usr/share/bash-completion/completions/danshu", "-rw-r--r--", "completions/danshu.bash", false),
        ("usr/share/doc/danshu/README.md.gz", "-rw-r--r--", "README.md", true),
        ("usr/share/doc/danshu/copyright", "-rw-r--r--", "packaging/deb/copyright", false),
        ("usr/share/fish/vendor_completions.d/danshu.fish", "-rw-r--r--", "completions/danshu.fish", false),
        ("usr/share/man/man1/danshu.1.gz", "-rw-r--r--", "docs/danshu.1", true),
        ("usr/share/zsh/vendor-completions/_danshu", "-rw-r--r--", "completions/_danshu", false),
    ]

    /// The regular files and links under a folder, relative to it, sorted.
    static func files(under folder: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if !FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder)
                || !isFolder.boolValue
            {
                found.append(path)
            }
        }
        return found.sorted()
    }

    @Test(
        "the package holds exactly its files, owned by root, with sound control fields; it installs into a root, runs, and purges clean"
    )
    func buildInstallPurge() throws {
        let box = Sandbox()
        let architecture = try ExternalTool.run("dpkg", ["--print-architecture"], in: box).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let made = try ExternalTool.run(
            "make",
            [
                "-C", Project.root, "--no-print-directory", "deb", "BIN=" + DanshuBinary.path,
                "DEB_DIR=" + box.file("deb"),
            ], environment: ["TMPDIR": box.folder], in: box)
        #expect(made.status == 0, "make deb: \(made.stdout)\(made.stderr)")
        #expect(!made.stdout.contains("swift build"), "BIN= must skip the release build:\n\(made.stdout)")
        let package = box.file("deb/danshu_0.1.0_\(architecture).deb")
        #expect(made.stdout.contains("sudo apt install \(package)"), "\(made.stdout)")

        // The listing: every file, root-owned, with its mode; folders only on the way to them.
        let listing = try ExternalTool.run("dpkg-deb", ["-c", package], in: box)
        #expect(listing.status == 0, "\(listing.stderr)")
        var listed: [String: (mode: String, owner: String)] = [:]
        for line in listing.lines {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, let path = fields.last, !path.hasSuffix("/") else { continue }
            listed[String(path.dropFirst(2))] = (String(fields[0]), String(fields[1]))
        }
        #expect(listed.keys.sorted() == Self.files.map(\.path))
        for file in Self.files {
            #expect(listed[file.path]?.mode == file.mode, "\(file.path): \(String(describing: listed[file.path]))")
            #expect(listed[file.path]?.owner == "root/root", "\(file.path)")
        }

        // The contents are the sources' (the man page and README gzipped, as Debian wants).
        let unpacked = box.file("unpacked")
        #expect(try ExternalTool.run("dpkg-deb", ["-x", package, unpacked], in: box).status == 0)
        for file in Self.files {
            let path = unpacked + "/" + file.path
            let source = file.source.map(Project.path) ?? DanshuBinary.path
            if file.gzipped {
                let plain = try ExternalTool.run("gzip", ["-dc", path], in: box)
                #expect(plain.stdoutBytes == box.bytes(of: source), "\(file.path) is not \(source), gzipped")
            } else {
                #expect(
                    FileManager.default.contentsEqual(atPath: path, andPath: source),
                    "\(file.path) is not a copy of \(source)")
            }
        }

        // The control fields, and a Depends the installed ncurses and libc satisfy.
        func field(_ name: String) throws -> String {
            try ExternalTool.run("dpkg-deb", ["-f", package, name], in: box).stdout.trimmingCharacters(
                in: .whitespacesAndNewlines)
        }
        #expect(try field("Package") == "danshu")
        #expect(try field("Version") == "0.1.0")
        #expect(try field("Architecture") == architecture)
        #expect(try field("Section") == "utils" && field("Priority") == "optional")
        #expect(try field("Maintainer").contains("<") && !field("Description").isEmpty)
        #expect(
            Int(try field("Installed-Size")) ?? 0
                >= (try FileManager.default.attributesOfItem(atPath: DanshuBinary.path)[.size] as? Int ?? 0) / 1024)
        let depends = try field("Depends").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        for library in ["libncursesw6", "libc6"] {
            let relation = try #require(depends.first { $0.hasPrefix(library + " (>= ") }, "Depends: \(depends)")
            let minimum = String(relation.dropFirst(library.count + 5).dropLast())
            let installed = try ExternalTool.run("dpkg-query", ["-W", "-f=${Version}", library], in: box).stdout
            let satisfied = try ExternalTool.run("dpkg", ["--compare-versions", installed, "ge", minimum], in: box)
            #expect(satisfied.status == 0, "\(library) \(installed) does not satisfy >= \(minimum)")
        }
        let simulated = try ExternalTool.run("apt-get", ["install", "--simulate", package], in: box)
        #expect(
            simulated.status == 0 && simulated.stdout.contains("Inst danshu (0.1.0"),
            "apt: \(simulated.stdout)\(simulated.stderr)")

        // Installed into an empty root (its dependencies live in the real one), then purged.
        let root = box.file("root")
        for folder in ["var/lib/dpkg/info", "var/lib/dpkg/updates", "var/lib/dpkg/triggers"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["status", "available"] { box.write("", to: root + "/var/lib/dpkg/" + file) }
        let dpkg = ["--root=" + root, "--force-not-root", "--log=/dev/null"]
        let installed = try ExternalTool.run("dpkg", dpkg + ["--force-depends", "-i", package], in: box)
        #expect(installed.status == 0, "dpkg -i: \(installed.stdout)\(installed.stderr)")
        #expect(Self.files(under: root).filter { !$0.hasPrefix("var/lib/dpkg") } == Self.files.map(\.path))
        let version = try Sandbox.run(
            root + "/usr/bin/danshu", ["--version"], environment: box.environment, folder: box.folder)
        #expect(version.stdout == "danshu 0.1.0\n")

        let purged = try ExternalTool.run("dpkg", dpkg + ["--purge", "danshu"], in: box)
        #expect(purged.status == 0, "dpkg --purge: \(purged.stderr)")
        #expect(Self.files(under: root).filter { !$0.hasPrefix("var/lib/dpkg") }.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: root + "/usr"), "purging leaves no empty folders")
    }
}
