// fidelity-audit corpus: rule unstable-order (two tools reaching one class: the finding names the tool whose handler is nearest), modelled on a public MCP server that browses a model hub as a filesystem (written for this repo, 2026-12-04)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { discoverSpaces, PapersFs } from "./client/papers-fs.js";

const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });

export function registerPapersTools(server: McpServer) {
  server.tool(
    "discover_spaces",
    "Find spaces by a search text.",
    { q: z.string() },
    async ({ q }) => json(await discoverSpaces(q)),
  );
  server.tool(
    "papers_fs",
    "Browse the paper hub: `daily` lists one day's papers, `top` the most downloaded models.",
    { cmd: z.enum(["daily", "search", "top"]), date: z.string().optional(), q: z.string().optional(), limit: z.number().int().max(50).optional() },
    async (op) => json(await new PapersFs().run(op)),
  );
}
