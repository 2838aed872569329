// fidelity-audit corpus: rule partial-param-group (a command-line flag parser the server reads itself), modelled on the shapes of public MCP servers that take a shell-like command for a file-system view of a hub (written for this repo, 2026-12-03)

export interface FlagSpec {
  key: string;
  kind: "boolean" | "string";
}

export type FlagMap = Readonly<Record<string, FlagSpec>>;

export interface ParsedFlags {
  words: string[];
  options: Record<string, boolean | string>;
}

/** `ls hub://models --recursive --sort downloads`: the words and the flags the command names. */
export function parseFlags(tokens: string[], specs: FlagMap): ParsedFlags {
  const words: string[] = [];
  const options: Record<string, boolean | string> = {};
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const spec = specs[token];
    if (!spec) {
      words.push(token);
      continue;
    }
    if (spec.kind === "boolean") {
      // ok: partial-param-group — an options map the server reads itself, one named field at a time
      options[spec.key] = true;
      continue;
    }
    options[spec.key] = tokens[i + 1] ?? "";
    i += 1;
  }
  return { words, options };
}

/** The same parser as a class: each flag the command names is kept for the caller's own reading. */
export class FlagReader {
  readonly seen: Record<string, boolean> = {};

  constructor(private readonly specs: FlagMap) {}

  read(tokens: string[]): Record<string, boolean> {
    for (const token of tokens) {
      const spec = this.specs[token];
      // ok: partial-param-group — kept for the server's own reading, never sent as keys
      if (spec) this.seen[spec.key] = true;
    }
    return this.seen;
  }
}
