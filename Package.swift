// swift-tools-version:6.0
import PackageDescription

// The layers of design.md §5, each depending only on those above it:
// DanshuCore (the domain) ← DanshuStore (the file) ← DanshuApp (the state machine) ← DanshuText (the words)
// ← DanshuUI (the screen as cells) ← DanshuTerminal (ncurses) ← DanshuCLI (commands, run loop) ← danshu.

/// Where a machine without the ncursesw headers gets them (`make` installs them with scripts/ensure-deps.sh).
let ncurses: [SystemPackageProvider] = [.apt(["libncursesw5-dev"]), .brew(["ncurses"])]

let package = Package(
    name: "danshu",
    products: [
        .executable(name: "danshu", targets: ["danshu"])
    ],
    targets: [
        // ncursesw from the system, linked: DanshuTerminal draws every frame through it (design.md §5).
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses", pkgConfig: "ncursesw", providers: ncurses),
        .target(name: "DanshuCore"),
        .target(name: "DanshuStore", dependencies: ["DanshuCore"]),
        .target(name: "DanshuApp", dependencies: ["DanshuCore"]),
        .target(name: "DanshuText", dependencies: ["DanshuCore", "DanshuStore", "DanshuApp"]),
        .target(name: "DanshuUI", dependencies: ["DanshuCore", "DanshuApp", "DanshuText"]),
        .target(name: "DanshuTerminal", dependencies: ["CNcurses", "DanshuCore", "DanshuUI"]),
        .target(
            name: "DanshuCLI",
            dependencies: ["DanshuCore", "DanshuStore", "DanshuApp", "DanshuText", "DanshuUI", "DanshuTerminal"]),
        // `wcwidth` is exported so that ncurses calls the app's own (see DanshuTerminal/CellWidth.swift). Linked by
        // the toolchain's lld with the functions a session and the prompt commands run laid out together
        // (scripts/link-order.txt, `make link-order`): code is mapped 64 KB around each first touch, and scattered
        // start-up code kept about 2 MB more of the binary resident.
        .executableTarget(
            name: "danshu", dependencies: ["DanshuCLI"],
            linkerSettings: [
                .unsafeFlags(["-Xlinker", "--export-dynamic-symbol=wcwidth"]),
                .unsafeFlags(
                    [
                        "-use-ld=lld",
                        "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/scripts/link-order.txt",
                        "-Xlinker", "--no-warn-symbol-ordering",
                    ], .when(platforms: [.linux])),
            ]),

        // Tools: not the product.
        // The key storm: random keys through the input router, reducer and screen with every invariant checked.
        .target(
            name: "DanshuStorm", dependencies: ["DanshuCore", "DanshuStore", "DanshuApp", "DanshuText", "DanshuUI"],
            path: "Tools/DanshuStorm"),
        // `make test`: the full key storm in a release build (the test suite runs a shorter one).
        .executableTarget(name: "danshu-storm", dependencies: ["DanshuStorm"], path: "Tools/danshu-storm"),
        // Saves a journal in a loop until killed: the child of the crash-safety test.
        .executableTarget(
            name: "danshu-save-loop", dependencies: ["DanshuCore", "DanshuStore", "DanshuText"],
            path: "Tools/danshu-save-loop"),
        // `make bench`: timings against the targets, section by section.
        .executableTarget(
            name: "danshu-bench",
            dependencies: ["DanshuCore", "DanshuStore", "DanshuApp", "DanshuText", "DanshuUI", "DanshuStorm"],
            path: "Tools/danshu-bench"),

        // Fixtures the test targets share (dates, presets, drinking days), built only with the tests.
        .target(name: "DanshuTestSupport", dependencies: ["DanshuCore"], path: "Tests/DanshuTestSupport"),
        .testTarget(name: "DanshuCoreTests", dependencies: ["DanshuCore", "DanshuTestSupport"]),
        .testTarget(
            name: "DanshuStoreTests", dependencies: ["DanshuCore", "DanshuStore", "DanshuText", "DanshuTestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "DanshuAppTests",
            dependencies: ["DanshuCore", "DanshuStore", "DanshuApp", "DanshuText", "DanshuTestSupport"]),
        .testTarget(
            name: "DanshuTextTests",
            dependencies: ["DanshuCore", "DanshuStore", "DanshuApp", "DanshuText", "DanshuCLI"]),
        // Commands run in-process with a test Host: arguments in, output, exit status and the journal out.
        .testTarget(
            name: "DanshuCLITests",
            dependencies: [
                "DanshuCore", "DanshuStore", "DanshuApp", "DanshuText", "DanshuUI",
                "DanshuCLI", "DanshuTestSupport",
            ]),
        .testTarget(
            name: "DanshuUITests",
            dependencies: ["DanshuCore", "DanshuStore", "DanshuApp", "DanshuText", "DanshuUI", "DanshuStorm"],
            exclude: ["Snapshots"]),
        .testTarget(name: "DanshuTerminalTests", dependencies: ["DanshuTerminal"]),
        // The Python helpers the end-to-end tests run: the ambiguous-width terminal, the sync race, the resize storm, the
        // erasures' replay and its terminal model, the versions around the end, a signal during the width question.
        .testTarget(
            name: "EndToEndTests", dependencies: ["DanshuCore", "DanshuTestSupport"],
            exclude: [
                "Support/wide_terminal.py", "Support/sync_race.py", "Support/resize_stress.py",
                "Support/terminal_model.py", "Support/erase_replay.py",
                "Support/nothing_lost.py", "Support/probe_signal.py",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
