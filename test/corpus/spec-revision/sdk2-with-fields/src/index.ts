// Written for fidelity-audit's tests, 2026-11-29, modelled on statistics servers that return cacheable results.
import { McpServer, StdioServerTransport } from "@modelcontextprotocol/server";
import { z } from "zod";

const server = new McpServer({ name: "statistics", version: "2.1.0" });

server.registerTool(
  "get_table",
  { description: "Fetch one statistics table by id.", inputSchema: { id: z.string() } },
  async ({ id }) => {
    const res = await fetch(`https://stats.example.org/tables/${encodeURIComponent(id)}`);
    const maxAge = /max-age=(\d+)/.exec(res.headers.get("cache-control") ?? "")?.[1];
    return {
      content: [{ type: "text", text: await res.text() }],
      ttlMs: maxAge ? Number(maxAge) * 1000 : undefined,
      cacheScope: "public",
    };
  },
);

await server.connect(new StdioServerTransport());
