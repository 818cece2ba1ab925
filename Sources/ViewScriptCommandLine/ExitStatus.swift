/// The process exit statuses of every command.
public enum ExitStatus: Int32, Sendable {
    /// Everything parsed (`parse`) or no scenario failed (`check`).
    case success = 0
    /// A file did not parse, could not be read, or a scenario failed.
    case failure = 1
    /// The command line itself was wrong: an unknown command or option, a missing argument.
    case usage = 2
}
