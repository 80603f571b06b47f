/// A message that ends in a command to paste (the line that folds in a sync conflict copy, issue 34): on one row when it
/// fits; else the words on the row above and the command whole on the message row; and when the command alone is wider
/// than a row, it goes on over both rows as a shell continuation (` \` at the end of the first), so that the two rows
/// pasted together are still one command, after `short`, a shorter form of the words. Never cut inside a word, and never
/// inside quotes; only a single word wider than a row is cut (`danshu check` and the restored terminal print it whole).
public enum CommandRows {
    /// The rows' texts, one or two, each at most `width` columns where it can be.
    public static func layout(lead: String, short: String, command: String, width: Int) -> [String] {
        let one = lead + " " + command
        if TextWidth.of(one) <= width { return [one] }
        if TextWidth.of(command) <= width { return [lead, command] }
        let words = shellWords(command)
        for split in stride(from: words.count - 1, through: 1, by: -1) {
            let first = short + " " + words[..<split].joined(separator: " ") + " \\"
            let second = "  " + words[split...].joined(separator: " ")
            if TextWidth.of(first) <= width && TextWidth.of(second) <= width { return [first, second] }
        }
        return [lead, command]
    }

    /// The words of a command line as the shell splits it: at spaces outside single quotes (a backslash outside quotes
    /// keeps the next character in the word, as in `'\''`).
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quoted = false
        var escaped = false
        for character in line {
            if escaped {
                word.append(character)
                escaped = false
            } else if character == "\\" && !quoted {
                word.append(character)
                escaped = true
            } else if character == "'" {
                word.append(character)
                quoted.toggle()
            } else if character == " " && !quoted {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }
}
