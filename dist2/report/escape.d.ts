/**
 * Text from an audited repository (tool names, descriptions, file names, messages that quote them)
 * is untrusted. Before it reaches a terminal, a CI log or a markdown summary, `plain` makes it
 * inert: control characters (C0, DEL, C1: ANSI CSI and OSC sequences, carriage returns and line
 * breaks that could start a forged line) and bidirectional overrides are written as visible
 * `\u{…}` escapes, and `::` is broken with a zero-width space so that no GitHub workflow command
 * (`::warning::`, `::add-mask::`, `::stop-commands::`) can be formed whatever the line starts with;
 * so is `##` before `[` (the legacy `##[error]`, `##[add-mask]`, `##[set-output …]`) and before
 * `vso[` (Azure Pipelines' logging commands), in any case.
 * JSON and SARIF need none of this: JSON escapes control characters itself.
 */
export declare function plain(s: string): string;
/**
 * Untrusted text as Markdown text inside a line (a job summary, summary.md, a table cell): made inert
 * by `plain`, then the characters that form inline syntax are backslash-escaped — brackets and `!`
 * (links, images), backticks (code spans), `*`, `_`, `~` (emphasis), `<`, `>` (HTML, autolinks), `|`
 * (table cells), the backslash itself — and the `:` of `://` and the `.` of `www.`, so no URL
 * becomes a link by itself.
 */
export declare function mdText(s: string): string;
/**
 * Untrusted text inside a code span: fenced with one backtick more than its longest run of backticks
 * (so it cannot close the span early), padded when it starts or ends with one; `|` escaped (GFM tables).
 */
export declare function mdCode(s: string): string;
/** Multi-line untrusted text (a reason with several lines): each line made inert, line breaks kept. */
export declare function plainLines(s: string): string;
