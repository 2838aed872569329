// fidelity-audit corpus: rule empty-result-next-step (a list held in a local, then joined into the text), modelled on public people- and name-directory MCP servers (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const BASE = "https://directory.example.org/api";

interface NamePage {
  names: string[];
}

async function fetchNames(prefix: string): Promise<NamePage> {
  const res = await fetch(`${BASE}/names?prefix=${encodeURIComponent(prefix)}`);
  if (!res.ok) throw new Error(`directory ${res.status}`);
  return (await res.json()) as NamePage;
}

/** A class that formats the names it fetched into lines held in a field-free local. */
export class NameLister {
  async lines(prefix: string): Promise<string> {
    let lines: string[] = [];
    const page = await fetchNames(prefix);
    lines = page.names.map((n) => `- ${n}`);
    // ruleid: empty-result-next-step — the local was set to the upstream list, mapped: empty when the source has none
    return lines.join("\n");
  }
}

const lister = new NameLister();
const PREFIX = { prefix: z.string().describe("Name prefix; matches the start of a name, case-insensitive") };

export function registerDirectoryTools(server: McpServer) {
  server.tool("list_names", "List directory names that start with a prefix.", PREFIX, async ({ prefix }) => {
    const page = await fetchNames(prefix);
    const names = page.names.map((n) => n.toUpperCase());
    // ruleid: empty-result-next-step — a const holding the mapped upstream list is that list
    return { content: [{ type: "text" as const, text: names.join("\n") }] };
  });
  server.tool("list_names_reassigned", "List directory names, formatted.", PREFIX, async ({ prefix }) => {
    let names: string[] = [];
    const page = await fetchNames(prefix);
    names = page.names.map((n) => n.trim());
    // ruleid: empty-result-next-step — the `let` was overwritten with the upstream list before the join
    return { content: [{ type: "text" as const, text: names.join("\n") }] };
  });
  server.tool("list_names_lines", "List directory names, one per line.", PREFIX, async ({ prefix }) => ({
    content: [{ type: "text" as const, text: await lister.lines(prefix) }],
  }));
  server.tool("count_names", "Count directory names that start with a prefix.", PREFIX, async ({ prefix }) => {
    let lines: string[] = [];
    const page = await fetchNames(prefix);
    lines = [`${page.names.length} names start with ${prefix}`];
    // ok: empty-result-next-step — the `let` holds one summary line by then, never the empty initialiser
    return { content: [{ type: "text" as const, text: lines.join("\n") }] };
  });
  server.tool("count_names_const", "Count directory names, as a line.", PREFIX, async ({ prefix }) => {
    const page = await fetchNames(prefix);
    const summary = [`${page.names.length} names start with ${prefix}`];
    // ok: empty-result-next-step — a one-line literal is never empty
    return { content: [{ type: "text" as const, text: summary.join("\n") }] };
  });
}
