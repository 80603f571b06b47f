// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "danshu",
    products: [
        .executable(name: "danshu", targets: ["danshu"]),
    ],
    targets: [
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        .target(name: "DanshuCore", linkerSettings: [.linkedLibrary("m")]),
        .target(name: "DanshuUI", dependencies: ["DanshuCore"]),
        .target(name: "DanshuTerminal", dependencies: ["CNcurses", "DanshuUI"]),
        // `wcwidth` is exported so that ncurses calls the app's own (see DanshuTerminal/CellWidth.swift).
        .executableTarget(name: "danshu", dependencies: ["DanshuCore", "DanshuUI", "DanshuTerminal"],
                          linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic-symbol=wcwidth"])]),
        // Saves a journal in a loop until killed: the child of the crash-safety test.
        .executableTarget(name: "danshu-save-loop", dependencies: ["DanshuCore"]),
        // `make bench`: timings against the targets, section by section.
        .executableTarget(name: "danshu-bench", dependencies: ["DanshuCore", "DanshuUI", "DanshuStorm"]),
        // The key storm: random keys through keymap, reducer and screen with every invariant checked.
        .target(name: "DanshuStorm", dependencies: ["DanshuCore", "DanshuUI"]),
        // `make test`: the full key storm in a release build (the test suite runs a shorter one).
        .executableTarget(name: "danshu-storm", dependencies: ["DanshuStorm"]),
        .testTarget(name: "DanshuCoreTests", dependencies: ["DanshuCore"], exclude: ["Fixtures"]),
        .testTarget(name: "DanshuUITests", dependencies: ["DanshuUI", "DanshuStorm"], exclude: ["Snapshots"]),
        .testTarget(name: "DanshuTerminalTests", dependencies: ["DanshuTerminal"]),
        // wide_terminal.py is the terminal emulator the ambiguous-width tests run the app in.
        .testTarget(name: "EndToEndTests", dependencies: ["DanshuCore"], exclude: ["Support/wide_terminal.py"]),
    ],
    swiftLanguageModes: [.v6]
)
