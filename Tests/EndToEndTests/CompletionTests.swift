import Foundation
import Testing

/// The shell completions in completions/: bash driven through COMP_WORDS and COMP_CWORD as bash itself
/// calls the function `complete -p danshu` names; zsh and fish loaded (and fish asked) when installed.
@Suite("Shell completion")
struct CompletionTests {
    /// A sandbox whose journal has a preset with a space and Japanese in its name, and `danshu` on PATH
    /// as a link to the binary under test.
    static func sandbox() throws -> Sandbox {
        let box = Sandbox()
        let bin = box.file("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bin + "/danshu", withDestinationPath: DanshuBinary.path)
        box.environment["PATH"] = bin + ":" + (box.environment["PATH"] ?? "/usr/bin:/bin")
        let added = try box.run("presets", "add", "クラフト ビール", "6.5", "473")
        #expect(added.status == 0, "\(added.stderr)")
        return box
    }

    /// What bash offers for the words of a command line, the last one being completed; with `dequoted`,
    /// each offer as the shell reads it back (quotes and backslashes removed).
    static func bash(_ words: [String], in box: Sandbox, dequoted: Bool = false) throws -> [String] {
        let script = """
            source "$DANSHU_COMPLETION" || exit 10
            spec=$(complete -p danshu) || exit 11
            function=${spec#*-F }; function=${function%% *}
            COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 ))
            COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
            COMPREPLY=()
            "$function" danshu "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            for reply in "${COMPREPLY[@]}"; do
                if [ -n "$DEQUOTE" ]; then eval "words=($reply)"; printf '%s\\n' "${words[0]}"; else printf '%s\\n' "$reply"; fi
            done
            """
        let environment = box.environment.merging([
            "DANSHU_COMPLETION": Project.path("completions/danshu.bash"), "DEQUOTE": dequoted ? "1" : "",
        ]) { _, new in new }
        let result = try ExternalTool.run(
            "bash", ["--norc", "--noprofile", "-c", script, "bash"] + words,
            environment: environment, in: box)
        #expect(result.status == 0, "bash completion failed (\(result.status)): \(result.stderr)")
        #expect(result.stderr.isEmpty, "bash completion wrote to standard error: \(result.stderr)")
        return result.lines
    }

    static let defaultPresets = [
        "ビール500缶", "赤ワイン1杯", "赤ワイン1本", "日本酒1合", "ウイスキーダブル1杯",
        "ストロング 9% 500ml", "缶チューハイ 7% 500ml",
    ]

    @Test("bash completes the commands")
    func bashCommands() throws {
        let box = try Self.sandbox()
        #expect(try Self.bash(["danshu", ""], in: box) == CommandSmokeTests.commands)
        #expect(try Self.bash(["danshu", "st"], in: box) == ["stats", "status"])
        #expect(try Self.bash(["danshu", "--lang", "en", "pre"], in: box) == ["presets"])
        #expect(try Self.bash(["danshu", "help", "ex"], in: box) == ["export"])
    }

    @Test("bash completes preset names, quoted so the shell reads each back whole")
    func bashPresetNames() throws {
        let box = try Self.sandbox()
        let names = Self.defaultPresets + ["クラフト ビール"]
        #expect(try box.run("presets", "list", "--names").lines == names)

        let offered = try Self.bash(["danshu", "log", ""], in: box)
        #expect(
            offered == [
                "today", "yesterday", "ビール500缶", "赤ワイン1杯", "赤ワイン1本", "日本酒1合", "ウイスキーダブル1杯",
                #"ストロング\ 9%\ 500ml"#, #"缶チューハイ\ 7%\ 500ml"#, #"クラフト\ ビール"#,
            ])
        #expect(try Self.bash(["danshu", "log", ""], in: box, dequoted: true) == ["today", "yesterday"] + names)
        #expect(try Self.bash(["danshu", "log", "ク"], in: box) == [#"クラフト\ ビール"#])
        #expect(try Self.bash(["danshu", "log", #"ストロング\ 9"#], in: box) == [#"ストロング\ 9%\ 500ml"#])
        #expect(try Self.bash(["danshu", "log", "1", "赤"], in: box) == ["赤ワイン1杯", "赤ワイン1本"])
        #expect(try Self.bash(["danshu", "presets", "rm", ""], in: box, dequoted: true) == names)
        #expect(try Self.bash(["danshu", "presets", "mv", "缶"], in: box) == [#"缶チューハイ\ 7%\ 500ml"#])
    }

    @Test("bash reads the preset names from the journal --file names")
    func bashPresetNamesFollowFile() throws {
        let box = try Self.sandbox()
        let other = box.file("other.json")
        #expect(try box.run("--file", other, "presets", "add", "only one", "5", "350").status == 0)
        #expect(try Self.bash(["danshu", "--file", other, "log", "o"], in: box) == [#"only\ one"#])
        // `--file=PATH` reaches the function as `--file`, `=`, `PATH`, since = breaks words.
        #expect(try Self.bash(["danshu", "--file", "=", other, "presets", "rm", "o"], in: box) == [#"only\ one"#])
        #expect(try Self.bash(["danshu", "presets", "rm", "o"], in: box) == [])
    }

    @Test("bash completes option values, options and config keys")
    func bashValues() throws {
        let box = try Self.sandbox()
        #expect(try Self.bash(["danshu", "--lang", ""], in: box) == ["ja", "en"])
        #expect(try Self.bash(["danshu", "--color", "a"], in: box) == ["auto", "always"])
        #expect(try Self.bash(["danshu", "export", "--format", ""], in: box) == ["csv", "json"])
        #expect(try Self.bash(["danshu", "export", "--from", "y"], in: box) == ["yesterday"])
        #expect(try Self.bash(["danshu", "export", "--table", ""], in: box) == ["days", "urges", "if-then-plans"])
        #expect(try Self.bash(["danshu", "export", "--table", "urges", "--"], in: box).contains("--from"))
        #expect(try Self.bash(["danshu", "presets", ""], in: box) == ["list", "add", "rm", "mv"])
        #expect(
            try Self.bash(["danshu", "config", ""], in: box) == [
                "ageBand", "ambiguousWidth", "celebrate", "dailyLimitGrams", "dayStartsAtHour",
                "gaugeMaxGrams", "language", "lockPastDays", "medicine", "mouse", "secondUnit",
                "sex", "soberDaysPerWeekGoal", "usualYenPerWeek", "weekStartsOn",
                "weeklyLimitGrams",
            ])
        #expect(try Self.bash(["danshu", "config", "lockPastDays", ""], in: box) == ["true", "false"])
        #expect(try Self.bash(["danshu", "log", "--mood", ""], in: box) == ["1", "2", "3", "4", "5"])
        #expect(try Self.bash(["danshu", "log", "--craving", "1"], in: box) == ["1", "10"])
        #expect(
            try Self.bash(["danshu", "config", "secondUnit", ""], in: box) == [
                "none", "drinksJP", "ukUnits", "usDrinks",
            ])
        #expect(
            try Self.bash(["danshu", "config", "ageBand", ""], in: box) == [
                "unspecified", "20s", "30s", "40s", "50s", "60s", "70+",
            ])
        #expect(try Self.bash(["danshu", "stats", "--w"], in: box) == ["--weeks"])
        #expect(try Self.bash(["danshu", "config", "weekStartsOn", ""], in: box) == ["sunday", "monday"])
        #expect(try Self.bash(["danshu", "config", "dailyLimitGrams", ""], in: box) == [])
        #expect(
            try Self.bash(["danshu", "log", "--"], in: box)
                == [
                    "--file", "--lang", "--color", "--mouse", "--no-motion", "--help", "--version", "--sober",
                    "--drink", "--force", "--note",
                    "--mood", "--craving", "--medicine", "--no-medicine", "--where", "--with", "--why", "--after",
                ])
        #expect(try Self.bash(["danshu", "log", "--where", ""], in: box) == ["home", "out", "work", "visit", "other"])
        #expect(
            try Self.bash(["danshu", "log", "--why", "stress,c"], in: box) == ["stress,celebration", "stress,craving"])
        #expect(try Self.bash(["danshu", "log", "--after", "h"], in: box) == ["hangover"])
        #expect(try Self.bash(["danshu", "remind", "--"], in: box).suffix(1) == ["--medicine"])
        #expect(try Self.bash(["danshu", "presets", "--na"], in: box) == ["--names"])
        #expect(
            try Self.bash(["danshu", "--"], in: box) == [
                "--file", "--lang", "--color", "--mouse", "--no-motion", "--help", "--version",
            ])
    }

    @Test("bash completes urge's and plans' options, the trigger names and an if-then plan's words")
    func bashUrgesAndPlans() throws {
        let box = try Self.sandbox()
        #expect(try Self.bash(["danshu", "u"], in: box) == ["urge"])
        #expect(
            try Self.bash(["danshu", "urge", "--"], in: box).suffix(11)
                == [
                    "--at", "--trigger", "--trigger-text", "--place", "--company", "--note", "--plan", "--done",
                    "--after",
                    "--after-minutes", "--wait",
                ])
        #expect(
            try Self.bash(["danshu", "urge", "7", "--trigger", "stress,l"], in: box) == [
                "stress,lonely", "stress,lowMood",
            ])
        #expect(try Self.bash(["danshu", "urge", "7", "--trigger", "n"], in: box) == ["noReason"])
        #expect(try Self.bash(["danshu", "urge", "7", "--place", "o"], in: box) == ["out", "other"])
        #expect(try Self.bash(["danshu", "urge", "--after", "1"], in: box) == ["1", "10"])
        #expect(try Self.bash(["danshu", "log", "--after", "b"], in: box) == ["blackout"])
        // The DATE after the STRENGTH; --trigger's value is skipped when finding them.
        #expect(try Self.bash(["danshu", "urge", "--trigger", "stress", "7", "y"], in: box) == ["yesterday"])
        #expect(try Self.bash(["danshu", "plans", ""], in: box) == ["list", "add", "edit", "retire", "move"])
        #expect(
            try Self.bash(["danshu", "plans", "add", "--"], in: box).suffix(4) == [
                "--if", "--then", "--starter", "--undo",
            ])
        #expect(
            try Self.bash(["danshu", "plans", "add", "--if", ""], in: box) == [
                "trigger:", "hours:", "place:", "company:", "text:",
            ])
        // bash breaks words at the colon: trigger:st arrives as trigger, :, st.
        #expect(try Self.bash(["danshu", "plans", "add", "--if", "trigger", ":", "st"], in: box) == ["stress"])
        #expect(
            try Self.bash(["danshu", "plans", "add", "--if", "company", ":"], in: box)
                == ["alone", "family", "friends", "colleagues", "other"])
        #expect(
            try Self.bash(["danshu", "plans", "add", "--if", "stress", "--then", "response", ":", "w"], in: box) == [
                "walk"
            ])
        #expect(try Self.bash(["danshu", "status", "--u"], in: box) == ["--urge-risk"])
    }

    @Test("zsh loads _danshu without errors")
    func zshLoads() throws {
        let box = Sandbox()
        let script = """
            fpath=(${DANSHU_COMPLETIONS} $fpath)
            autoload -Uz compinit && compinit -u -d "$HOME/.zcompdump" || exit 10
            autoload -Uz +X _danshu || exit 11
            print -r -- ${_comps[danshu]}
            """
        let result = try ExternalTool.run(
            "zsh", ["-f", "-c", script], environment: ["DANSHU_COMPLETIONS": Project.path("completions")], in: box)
        #expect(try ExternalTool.run("zsh", ["-n", Project.path("completions/_danshu")], in: box).status == 0)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "zsh: \(result.stderr)")
        #expect(result.stdout == "_danshu\n")
    }

    @Test("fish loads danshu.fish and completes commands and preset names")
    func fishLoadsAndCompletes() throws {
        let box = try Self.sandbox()
        func complete(_ line: String) throws -> [String] {
            let script = "source $DANSHU_COMPLETION; and complete --do-complete=\(Self.fishQuoted(line))"
            let environment = box.environment.merging(["DANSHU_COMPLETION": Project.path("completions/danshu.fish")]) {
                _, new in new
            }
            let result = try ExternalTool.run("fish", ["--no-config", "-c", script], environment: environment, in: box)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.isEmpty, "fish: \(result.stderr)")
            return result.lines.map { String($0.prefix { $0 != "\t" }) }
        }
        #expect(
            try ExternalTool.run("fish", ["--no-config", "-n", Project.path("completions/danshu.fish")], in: box).status
                == 0)
        #expect(Set(try complete("danshu ")) == Set(CommandSmokeTests.commands))
        #expect(Set(try complete("danshu log ")) == Set(["today", "yesterday"] + Self.defaultPresets + ["クラフト ビール"]))
        #expect(try complete("danshu config language ") == ["en", "ja"])
        #expect(try complete("danshu plans ") == ["add", "edit", "list", "move", "retire"])
        #expect(try complete("danshu urge --company f") == ["family", "friends"])
        #expect(Set(try complete("danshu export --table ")) == ["days", "urges", "if-then-plans"])
        #expect(
            Set(try complete("danshu urge --trigger ")) == [
                "stress", "tired", "lonely", "angry", "hungry", "bored", "offered", "habit",
                "celebration", "lowMood", "noReason",
            ])
    }

    /// A fish single-quoted word: backslashes and single quotes escaped.
    static func fishQuoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
