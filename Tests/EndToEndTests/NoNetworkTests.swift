import Foundation
import Testing

/// No account, no network, no telemetry: the binary cannot open a socket, and no command tries to.
@Suite("No network")
struct NoNetworkTests {
    /// The C functions any network access goes through.
    static let networkFunctions: Set = [
        "socket", "socketpair", "connect", "bind", "listen", "accept", "accept4", "sendto",
        "sendmsg", "recvfrom", "recvmsg", "getaddrinfo", "gethostbyname", "gethostbyname_r",
    ]

    @Test("the danshu binary imports none of the C functions a network connection needs")
    func noNetworkFunctionsLinked() throws {
        let nm = "/usr/bin/nm"
        guard FileManager.default.isExecutableFile(atPath: nm) else {
            try Test.cancel("nm (binutils) is not installed")
        }
        let result = FaultInjection.run(nm, ["-D", "--undefined-only", DanshuBinary.path])
        try #require(result.status == 0, "\(result.output)")
        let imported = Set(
            result.output.split(separator: "\n").compactMap { line in
                line.split(separator: " ").last.map { String($0.split(separator: "@").first ?? $0) }
            })
        #expect(imported.count > 50, "nm listed too little to trust: \(imported.count) symbols")
        #expect(imported.isDisjoint(with: Self.networkFunctions), "\(imported.intersection(Self.networkFunctions))")
    }

    @Test("no command makes a network system call (strace)")
    func noNetworkCalls() throws {
        let strace = "/usr/bin/strace"
        guard FileManager.default.isExecutableFile(atPath: strace) else { try Test.cancel("strace is not installed") }
        let box = Sandbox()
        box.writeJournal(Fixture.november)
        let commands: [[String]] = [
            ["log", "1"], ["show"], ["stats", "--json"], ["status"], ["export"], ["check"],
            ["presets"], ["config", "language", "en"], ["--help"],
        ]
        for arguments in commands {
            let trace = box.file("trace")
            // LeakSanitizer (in an AddressSanitizer build) cannot run under ptrace; it has nothing to do with the network.
            let environment = box.environment.merging(["ASAN_OPTIONS": "detect_leaks=0"]) { $1 }
            let result = try Sandbox.run(
                strace, ["-f", "-qq", "-e", "trace=%network", "-o", trace, DanshuBinary.path] + arguments,
                environment: environment, folder: box.folder)
            if result.stderr.contains("PTRACE") || result.stderr.contains("Operation not permitted") {
                try Test.cancel(Comment(rawValue: "strace cannot trace here: \(result.stderr)"))
            }
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            let calls = (box.bytes(of: trace).map { String(decoding: $0, as: UTF8.self) } ?? "")
                .split(separator: "\n").filter { !$0.contains("+++ exited") }
            #expect(calls.isEmpty, "\(arguments): \(calls)")
        }
    }
}
