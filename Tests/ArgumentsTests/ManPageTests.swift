import Arguments
import Foundation
import Testing

@Suite struct ManPageLayout {
    @Test func snapshotOfALeafCommand() {
        let expected = #"""
            .TH "TOOL" 1 "2025\-01\-31" "tool 1.0"
            .SH NAME
            tool \- Converts recordings between formats, keeping timestamps intact.
            .SH SYNOPSIS
            .PP
            \fBtool\fR [\fIOPTIONS\fR] \fIINPUT\fR \fI[OUTPUT]\fR
            .SH DESCRIPTION
            .PP
            Converts recordings between formats, keeping timestamps intact.
            .PP
            Exit codes:
            .nf
              0   success
              64  usage error
            .fi
            .SH OPTIONS
            .TP
            \fB\-f\fR, \fB\-\-format\fR \fIFORMAT\fR
            Format of the result that is written out. (values: text, json; default: text)
            .TP
            \fB\-v\fR, \fB\-\-verbose\fR
            Talk more. (repeatable)
            .TP
            \fB\-\-extremely\-long\-option\-name\fR \fIVALUE\fR
            Shows how a long label moves the description to the next line.
            .TP
            \fB\-h\fR, \fB\-\-help\fR
            Show this help.

            """#
        #expect(HelpLayout.tool.manPage(source: "tool 1.0", date: "2025-01-31") == expected)
    }

    @Test func subcommandsGetASynopsisLineAndTheirOwnSection() {
        let page = Fixtures.root.manPage(source: "dictate 0", date: "2025-01-31")
        #expect(page.contains(".PP\n\\fBdictate\\fR \\fBtranscribe\\fR [\\fIOPTIONS\\fR] \\fIFILE...\\fR\n"))
        #expect(page.contains(".SS \"dictate models\"\n\\fBdictate\\fR \\fBmodels\\fR [\\fIOPTIONS\\fR] \\fICOMMAND\\fR\n"))
        #expect(page.contains(".SH COMMANDS\n.SS \"dictate transcribe\""))
        #expect(page.contains(".nf\n  dictate transcribe talk.wav\n  dictate transcribe \\-f srt \\- < talk.wav\n.fi\n"))
    }

    @Test func textThatRoffWouldReadAsRequestsOrEscapesIsEscaped() {
        let spec = CommandSpec(name: "tool", abstract: "Say \"hi\" \\ bye.",
                               discussion: ".so /etc/passwd\n'br\nplain \\fB text")
        let page = spec.manPage(source: "tool", date: "today")
        #expect(page.contains("\\&.so /etc/passwd\n\\&'br\nplain \\efB text\n"))
        #expect(page.contains("tool \\- Say \"hi\" \\e bye.\n"))
        #expect(!page.contains("\n.so"))
    }

    /// man-db lays the page out with groff and reports anything it could not make sense of.
    @Test(arguments: [Fixtures.root, Fixtures.awkward, HelpLayout.tool])
    func manRendersThePageWithoutWarnings(spec: CommandSpec) async throws {
        try await withTemporaryDirectory { directory in
            let path = try write(spec.manPage(source: spec.name, date: "2025-01-31"), to: "page.1", in: directory)
            let result = try await runShell("man", ["--warnings=all", "-E", "UTF-8", "-l", path])
            #expect(result.status == 0)
            #expect(result.errors == "")
            #expect(result.output.contains("NAME"))
            for option in spec.options { #expect(result.output.contains("--" + option.name)) }
            for command in spec.subcommands { #expect(result.output.contains("\(spec.name) \(command.name)")) }
        }
    }
}
