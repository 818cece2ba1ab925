import ViewScriptSyntax

/// `viewscript parse [--dump] FILE...`: parses each file, prints its diagnostics to
/// standard error and, with `--dump`, its syntax tree to standard output.
struct ParseCommand: Sendable {
    let files: [String]
    let dump: Bool
    var loader = SourceLoader()

    func run(_ console: Console) -> ExitStatus {
        var failed = false
        var dumped = 0
        for path in files {
            let file: SourceFile
            switch loader.load(path) {
            case .success(let loaded): file = loaded
            case .failure(let problem):
                console.writeError(console.renderer.render(problem))
                failed = true
                continue
            }
            let result = Parser.parse(file)
            if dump {
                if files.count > 1 { console.write((dumped > 0 ? "\n" : "") + "==> \(path) <==\n") }
                console.write(result.dump())
                dumped += 1
            }
            console.writeError(console.renderer.render(result.diagnostics))
            if result.hasErrors { failed = true }
            console.keepUntilExit(result)
        }
        return failed ? .failure : .success
    }
}
