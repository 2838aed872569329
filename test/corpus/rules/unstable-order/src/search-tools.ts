// fidelity-audit corpus: rule unstable-order (an order whose answer is cut on its own path, beside one whose tool cuts only another list), modelled on a public MCP server that searches a SQL database's objects for several engines (written for this repo, 2026-12-04)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { AuditLog, eventsByTime, routineNames, schemaNames } from "./client/catalog-search.js";

const log = new AuditLog();
const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });

async function searchSchemas(pattern: string, limit: number): Promise<string[]> {
  const schemas = await schemaNames();
  return schemas.filter((s) => s.includes(pattern)).slice(0, limit);
}

async function searchRoutines(pattern: string, limit: number): Promise<string[]> {
  const out: string[] = [];
  for (const schema of await schemaNames()) {
    if (out.length >= limit) break;
    for (const name of await routineNames(schema)) if (name.includes(pattern)) out.push(name);
  }
  return out;
}

export function registerSearchTools(server: McpServer) {
  server.tool(
    "search_catalog",
    "Search schemas or routines by a part of their name.",
    { kind: z.enum(["schema", "routine"]), pattern: z.string(), limit: z.number().int().max(100).default(20) },
    async ({ kind, pattern, limit }) =>
      json(kind === "schema" ? await searchSchemas(pattern, limit) : await searchRoutines(pattern, limit)),
  );
  server.tool(
    "recent_events",
    "The latest events.",
    { limit: z.number().int().max(100).default(20) },
    async ({ limit }) => json((await eventsByTime()).slice(0, limit)),
  );
  server.tool(
    "audit_page",
    "One page of the audit log, with the actors seen.",
    { offset: z.number().int().default(0), limit: z.number().int().max(100).default(20) },
    async ({ offset, limit }) => {
      const entries = await log.entries();
      const actors = await log.actors();
      return json({ entries: entries.slice(offset, offset + limit), actors });
    },
  );
}
