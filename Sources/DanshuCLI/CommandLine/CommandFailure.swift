/// A command that stopped: the exit status and the message for standard error. Nothing was written.
struct CommandFailure: Error {
    var status: Int32
    var message: String

    init(_ status: Int32, _ message: String) {
        self.status = status
        self.message = message
    }
}
