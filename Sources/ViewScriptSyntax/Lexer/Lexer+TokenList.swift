extension Lexer {
    /// The tokens of the active code of a file (`#if` branches that are not taken left
    /// out), for tools that read a file without parsing it (`viewscript coverage`). A
    /// joined module file is read part by part.
    public static func tokens(of file: SourceFile) -> [Token] {
        file.bytes.withUnsafeBufferPointer { buffer in
            let ranges = file.parts.isEmpty ? [0..<buffer.count] : file.parts.indices.map { file.range(ofPart: $0) }
            var tokens: [Token] = []
            for range in ranges {
                var lexer = Lexer(file: file, buffer: buffer, range: range)
                while true {
                    let token = lexer.next()
                    if token.kind == .endOfFile { break }
                    tokens.append(token)
                }
            }
            return tokens
        }
    }
}
