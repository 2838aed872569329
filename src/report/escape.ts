/**
 * Text from an audited repository (tool names, descriptions, file names, messages that quote them)
 * is untrusted. Before it reaches a terminal, a CI log or a markdown summary, `plain` makes it
 * inert: control characters (C0, DEL, C1: ANSI CSI and OSC sequences, carriage returns and line
 * breaks that could start a forged line) and bidirectional overrides are written as visible
 * `\u{…}` escapes, and `::` is broken with a zero-width space so that no GitHub workflow command
 * (`::warning::`, `::add-mask::`, `::stop-commands::`) can be formed whatever the line starts with.
 * JSON and SARIF need none of this: JSON escapes control characters itself.
 */

// C0 controls except tab, DEL, C1 controls, line/paragraph separators, bidi embeddings/overrides/isolates.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this pattern is for
const UNSAFE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export function plain(s: string): string {
  return s
    .replace(UNSAFE, (ch) => {
      const code = ch.charCodeAt(0);
      if (ch === "\n") return "\\n";
      if (ch === "\r") return "\\r";
      return `\\u{${code.toString(16)}}`;
    })
    .replace(/::/g, ":\u200b:");
}

/** Multi-line untrusted text (a reason with several lines): each line made inert, line breaks kept. */
export function plainLines(s: string): string {
  return s.split("\n").map(plain).join("\n");
}
