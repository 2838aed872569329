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
// C0 controls except tab, DEL, C1 controls, line/paragraph separators, bidi embeddings/overrides/isolates.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this pattern is for
const UNSAFE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
export function plain(s) {
    return s
        .replace(UNSAFE, (ch) => {
        const code = ch.charCodeAt(0);
        if (ch === "\n")
            return "\\n";
        if (ch === "\r")
            return "\\r";
        return `\\u{${code.toString(16)}}`;
    })
        .replace(/::/g, ":\u200b:")
        .replace(/#(?=#(?:\[|vso\[))/gi, "#\u200b");
}
/**
 * Untrusted text as Markdown text inside a line (a job summary, summary.md, a table cell): made inert
 * by `plain`, then the characters that form inline syntax are backslash-escaped — brackets and `!`
 * (links, images), backticks (code spans), `*`, `_`, `~` (emphasis), `<`, `>` (HTML, autolinks), `|`
 * (table cells), the backslash itself — and the `:` of `://` and the `.` of `www.`, so no URL
 * becomes a link by itself.
 */
export function mdText(s) {
    return plain(s)
        .replace(/[\\`*_[\]!<>|~]/g, "\\$&")
        .replace(/:(?=\/\/)/g, "\\:")
        .replace(/\b(www)\./gi, "$1\\.");
}
/**
 * Untrusted text inside a code span: fenced with one backtick more than its longest run of backticks
 * (so it cannot close the span early), padded when it starts or ends with one; `|` escaped (GFM tables).
 */
export function mdCode(s) {
    const text = plain(s).replace(/\|/g, "\\|");
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((r) => r.length));
    const fence = "`".repeat(longest + 1);
    const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
    return `${fence}${pad}${text}${pad}${fence}`;
}
/** Multi-line untrusted text (a reason with several lines): each line made inert, line breaks kept. */
export function plainLines(s) {
    return s.split("\n").map(plain).join("\n");
}
