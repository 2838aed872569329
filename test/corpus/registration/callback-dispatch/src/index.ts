// Entry point of a note-archive search MCP server: the dispatcher behind every tool; written for this repo.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { enablePages, getJson, readPage, render } from "./http.js";
import { registerTools, type ToolResult } from "./tools.js";

const BASE = "https://notes.example.org/api";

// a helper two tools hand different functions: each tool reaches only the one it passes
async function eachOf<T>(items: string[], run: (item: string) => Promise<T>): Promise<T[]> {
  return Promise.all(items.map((item) => run(item)));
}

async function searchNotes(args: Record<string, unknown>): Promise<ToolResult> {
  const limit = Number(args.limit ?? 10);
  const hits = await eachOf([String(args.query)], (q) =>
    getJson(`${BASE}/search?q=${encodeURIComponent(q)}&limit=${limit}`),
  );
  return { content: [{ type: "text", text: render(hits) }] };
}

async function suggestTerms(args: Record<string, unknown>): Promise<ToolResult> {
  const terms = await getJson(`${BASE}/suggest?prefix=${encodeURIComponent(String(args.prefix))}`);
  return { content: [{ type: "text", text: render(terms) }] };
}

async function readNotePage(args: Record<string, unknown>): Promise<ToolResult> {
  const pages = await eachOf([String(args.url)], readPage);
  return { content: [{ type: "text", text: pages.join("\n") }] };
}

async function executeTool(name: string, args: Record<string, unknown>): Promise<ToolResult> {
  switch (name) {
    case "search_notes":
      return searchNotes(args);
    case "suggest_terms":
      return suggestTerms(args);
    case "read_page":
      return readNotePage(args);
    default:
      throw new Error(`Unknown tool: ${name}`);
  }
}

const server = new McpServer({ name: "notes-search", version: "0.2.0" });
enablePages();
const callTool = async (name: string, args: Record<string, unknown>): Promise<ToolResult> => {
  try {
    return await executeTool(name, args);
  } catch (error) {
    return { content: [{ type: "text", text: `Tool ${name} failed: ${String(error)}` }], isError: true };
  }
};
registerTools(server, callTool, (message) => process.stderr.write(`${message}\n`));
await server.connect(new StdioServerTransport());
