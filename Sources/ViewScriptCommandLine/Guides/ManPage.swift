import Foundation

/// `docs/viewscript.1`: the help of every command and every guide as one man page, generated
/// from the same texts `--help` and `viewscript help TOPIC` print (`GuideTests` keeps it current).
enum ManPage {
    static func document() -> String {
        var page = """
        .TH VIEWSCRIPT 1 "" "viewscript \(ViewScriptTool.version)" "User Commands"
        .SH NAME
        viewscript \\- runs SwiftUI code on Linux and checks its scenarios
        .SH SYNOPSIS
        .B viewscript
        COMMAND [OPTIONS]
        .SH DESCRIPTION

        """
        page += block(HelpTopic.main.text)
        page += ".SH COMMANDS\n"
        for topic in HelpTopic.allCases where topic != .main {
            page += ".SS \(topic.rawValue)\n" + block(topic.text)
        }
        page += ".SH GUIDES\n"
        for guide in Guide.allCases {
            page += ".SS \(guide.rawValue)\n" + block(guide.text)
        }
        return page
    }

    /// Text kept as it is laid out (`.nf`), with roff's special characters escaped.
    static func block(_ text: String) -> String {
        var lines = [".nf"]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0) {
            var escaped = line.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
            if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
            lines.append(escaped)
        }
        lines.append(".fi")
        return lines.joined(separator: "\n") + "\n"
    }
}
