/// Commands printed for a person to paste into a shell: each argument quoted when it needs it.
public enum ShellWords {
    public static func command(_ arguments: [String]) -> String {
        arguments.map(quoted).joined(separator: " ")
    }

    public static func quoted(_ argument: String) -> String {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%")
        if !argument.isEmpty, argument.allSatisfy(plain.contains) { return argument }
        return "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
