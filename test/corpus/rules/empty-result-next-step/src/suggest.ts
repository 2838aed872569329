// fidelity-audit corpus: rule empty-result-next-step (tool handlers that call a dispatcher handed in as a callback), modelled on metasearch MCP servers (written for this repo, 2026-11-30)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const TAGS = process.env.TAGS_URL ?? "https://opendata.example.org/api/3/action";
const USAGE = "https://usage.example.org/v1";

type Result = { content: { type: "text"; text: string }[] };
type CallTool = (name: string, args: { prefix: string }) => Promise<Result>;
type Log = (event: string) => Promise<string[]>;

const SUGGEST_TAGS = {
  name: "suggest_tags",
  description: "Suggest catalogue tags that start with a prefix.",
  inputSchema: { prefix: z.string() },
};

async function tagSuggestions(prefix: string): Promise<string[]> {
  const res = await fetch(`${TAGS}/tag_autocomplete?q=${encodeURIComponent(prefix)}`);
  if (!res.ok) {
    // ruleid: empty-result-next-step
    return [];
  }
  return ((await res.json()) as { result: string[] }).result;
}

async function execute(name: string, args: { prefix: string }): Promise<Result> {
  if (name === "suggest_tags") {
    const tags = await tagSuggestions(args.prefix);
    return { content: [{ type: "text", text: tags.join("\n") }] };
  }
  throw new Error(`Unknown tool: ${name}`);
}

function registerWith(server: McpServer, callTool: CallTool, log: Log): void {
  server.registerTool(
    SUGGEST_TAGS.name,
    { description: SUGGEST_TAGS.description, inputSchema: SUGGEST_TAGS.inputSchema },
    async (args) => {
      await log(`call ${SUGGEST_TAGS.name}`);
      return callTool(SUGGEST_TAGS.name, args);
    },
  );
}

// a usage logger handed in beside the dispatcher: what it returns never reaches the tool's result
async function recordUsage(event: string): Promise<string[]> {
  try {
    const res = await fetch(`${USAGE}/events`, { method: "POST", body: event });
    return (await res.json()) as string[];
  } catch {
    // ok: empty-result-next-step
    return [];
  }
}

export function registerSuggestTools(server: McpServer): void {
  registerWith(server, (name, args) => execute(name, args), recordUsage);
}
