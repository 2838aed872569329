// fidelity-audit corpus: rule silent-envelope-default (autocompleter and instance-config answers read through a streaming body helper, shape checks that answer an unexpected shape with an empty list), modelled on public metasearch MCP servers (written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { readBody } from "./body-reader.js";

const META = process.env.META_URL ?? "https://meta.example";
const MAX = 256 * 1024;
const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });

async function completions(prefix: string): Promise<string[]> {
  const res = await fetch(`${META}/autocompleter?q=${encodeURIComponent(prefix)}`);
  if (!res.ok) throw new Error(`autocompleter: HTTP ${res.status}`);
  const { text } = await readBody(res, MAX);
  const data = JSON.parse(text) as [string, string[]];
  // ruleid: silent-envelope-default
  return Array.isArray(data) && Array.isArray(data[1]) ? data[1] : [];
}

async function completionsStrict(prefix: string): Promise<string[]> {
  const res = await fetch(`${META}/autocompleter?q=${encodeURIComponent(prefix)}`);
  const read = await readBody(res, MAX);
  const data = JSON.parse(read.text) as [string, string[]];
  // ok: silent-envelope-default — the same shape check throws
  if (!Array.isArray(data[1])) throw new Error(`autocompleter: expected [query, suggestions], got ${typeof data[1]}`);
  return data[1];
}

class InstanceConfig {
  async engines(): Promise<{ name: string }[]> {
    const res = await fetch(`${META}/config`);
    const body = (await res.json()) as { engines?: { name: string }[] };
    // ruleid: silent-envelope-default
    if (!Array.isArray(body.engines)) return [];
    return body.engines;
  }

  async categories(): Promise<string[]> {
    const res = await fetch(`${META}/config`);
    const body = (await res.json()) as { categories?: string[] };
    // ruleid: silent-envelope-default
    if (!body || !Array.isArray(body.categories)) {
      console.error("config: no categories list");
      return [];
    }
    return body.categories;
  }

  async plugins() {
    const res = await fetch(`${META}/config`);
    const body = (await res.json()) as { plugins?: { name: string }[] };
    // ok: silent-envelope-default — the shape check answers with an error result
    if (!Array.isArray(body.plugins)) return { isError: true, content: [{ type: "text" as const, text: "config: answer without a plugins list" }] };
    return json(body.plugins);
  }
}

export function registerAutocompleteTools(server: McpServer) {
  const config = new InstanceConfig();
  server.tool("complete", "Query completions for a prefix.", { prefix: z.string() }, async ({ prefix }) => json(await completions(prefix)));
  server.tool("complete_strict", "Query completions for a prefix.", { prefix: z.string() }, async ({ prefix }) => json(await completionsStrict(prefix)));
  server.tool("engines", "Engines the instance enables.", {}, async () => json(await config.engines()));
  server.tool("categories", "Categories the instance offers.", {}, async () => json(await config.categories()));
  server.tool("plugins", "Plugins the instance runs.", {}, async () => config.plugins());
}
