// Entry point of a metasearch catalogue MCP server: a local register helper, a conditional definition, delegated dispatch; written for this repo.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { DETAILS_TOOL, FULL_SEARCH_TOOL, LITE_SEARCH_TOOL, type ToolDef } from "./defs.js";
import { EXTRA_TOOLS, HelperTools } from "./names.js";

const BASE = process.env.CATALOG_URL ?? "https://catalog.example.org";

async function executeTool(name: string, args: Record<string, unknown>) {
  if (name === HelperTools.SEARCH) {
    const res = await fetch(`${BASE}/search?q=${encodeURIComponent(String(args.query))}&page=${String(args.page ?? 1)}`);
    return { content: [{ type: "text" as const, text: await res.text() }] };
  }
  const res = await fetch(`${BASE}/entries/${String(args.id)}`);
  return { content: [{ type: "text" as const, text: await res.text() }] };
}

function registerTools(server: McpServer, lite: boolean, statsName?: string): void {
  const register = (tool: ToolDef) => {
    server.registerTool(tool.name, { description: tool.description, inputSchema: { query: z.string().optional(), id: z.string().optional() } }, async (args) => executeTool(tool.name, args));
  };
  register(lite ? LITE_SEARCH_TOOL : FULL_SEARCH_TOOL);
  register(DETAILS_TOOL);
  server.registerTool(statsName || EXTRA_TOOLS.stats, { description: "Catalogue statistics." }, async () => ({ content: [{ type: "text", text: "n/a" }] }));
}

const server = new McpServer({ name: "catalog-search", version: "1.0.3" });
registerTools(server, process.env.LITE_TOOLS === "true");
await server.connect(new StdioServerTransport());
