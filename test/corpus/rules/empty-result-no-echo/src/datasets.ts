// fidelity-audit corpus: rule empty-result-no-echo (lookups by id whose not-found names the id; a tool that writes a query from a question), modelled on scraping-platform and product-analytics MCP servers (written for this repo, 2026-11-30)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const PLATFORM = process.env.PLATFORM_URL ?? "https://platform.example.com/v2";

async function listItems(datasetId: string, opts: { offset?: number; limit?: number }): Promise<unknown[] | undefined> {
  const res = await fetch(`${PLATFORM}/datasets/${datasetId}/items?offset=${opts.offset ?? 0}&limit=${opts.limit ?? 100}`);
  if (res.status === 404) return undefined;
  if (!res.ok) throw new Error(`platform answered ${res.status}`);
  return (await res.json()) as unknown[];
}

async function writeQuery(question: string): Promise<string[]> {
  const res = await fetch(`${PLATFORM}/assistant/sql`, { method: "POST", body: JSON.stringify({ question }) });
  if (!res.ok) throw new Error(`assistant answered ${res.status}`);
  return ((await res.json()) as { chunks: string[] }).chunks;
}

export function registerDatasetTools(server: McpServer): void {
  server.tool(
    "get_dataset_items",
    "Items of one dataset, by its id.",
    { datasetId: z.string(), offset: z.number().optional(), limit: z.number().optional() },
    async ({ datasetId, offset, limit }) => {
      const items = await listItems(datasetId, { offset, limit });
      if (!items) {
        // ok: empty-result-no-echo
        return { content: [{ type: "text", text: `Dataset '${datasetId}' not found.` }] };
      }
      // ruleid: empty-result-no-echo — the items as they came: an empty page does not say which dataset, offset and limit were asked
      return { content: [{ type: "text", text: JSON.stringify(items) }] };
    },
  );

  server.tool(
    "get_run_items",
    "Items of the dataset of one run, by the run's id.",
    { runId: z.string(), offset: z.number().optional(), limit: z.number().optional() },
    async ({ runId, offset, limit }) => {
      const items = await listItems(runId, { offset, limit });
      if (!items) {
        // ruleid: empty-result-no-echo
        return { content: [{ type: "text", text: "Dataset not found." }] };
      }
      // ruleid: empty-result-no-echo — the items as they came: an empty page does not say which dataset, offset and limit were asked
      return { content: [{ type: "text", text: JSON.stringify(items) }] };
    },
  );

  server.tool(
    "generate_sql_from_question",
    "Writes an SQL query that answers a question about the project's events.",
    { question: z.string() },
    async ({ question }) => {
      const chunks = await writeQuery(question);
      if (chunks.length === 0) {
        // ok: empty-result-no-echo
        return { content: [{ type: "text", text: "The assistant wrote no query." }] };
      }
      return { content: [{ type: "text", text: chunks.join("") }] };
    },
  );
}

async function listClusters(projectId?: string): Promise<string[]> {
  const url = projectId ? `${PLATFORM}/projects/${projectId}/clusters` : `${PLATFORM}/clusters`;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`platform answered ${res.status}`);
  return ((await res.json()) as { names: string[] }).names;
}

/** Registered after the others, so the lines above keep their numbers. */
export function registerClusterTools(server: McpServer): void {
  server.tool(
    "list_clusters",
    "Clusters of one project, or of every project the key can see.",
    { projectId: z.string().optional() },
    async ({ projectId }) => {
      if (!projectId) {
        const all = await listClusters();
        if (!all.length) {
          // ok: empty-result-no-echo — on this path no argument was sent: there is nothing to echo
          return { content: [{ type: "text", text: "No clusters in any project." }] };
        }
        return { content: [{ type: "text", text: all.join("\n") }] };
      }
      const names = await listClusters(projectId);
      if (!names.length) {
        // ruleid: empty-result-no-echo
        return { content: [{ type: "text", text: "No clusters found." }] };
      }
      return { content: [{ type: "text", text: names.join("\n") }] };
    },
  );
}

class LogStore {
  async entries(filter: { id?: string; text?: string; since?: string }): Promise<{ id: string; body: string }[]> {
    const qs = new URLSearchParams(filter.id ? { id: filter.id } : { q: filter.text ?? "" });
    if (filter.since) qs.set("since", filter.since);
    const res = await fetch(`${PLATFORM}/logs?${qs}`);
    if (!res.ok) throw new Error(`platform answered ${res.status}`);
    return ((await res.json()) as { entries: { id: string; body: string }[] }).entries;
  }
}

const logs = new LogStore();

/** Lookups whose answer is a list even for one id (a debug-log API queried with a WHERE on the id). */
export function registerLogTools(server: McpServer): void {
  server.tool("get_log", "One debug log, by its id.", { logId: z.string(), since: z.string().optional() }, async ({ logId, since }) => {
    const rows = await logs.entries({ id: logId, since });
    if (rows.length === 0) {
      // ok: empty-result-no-echo — a lookup by id that found nothing, and says so under that id
      return { content: [{ type: "text", text: `No log found with ID '${logId}'.` }] };
    }
    return { content: [{ type: "text", text: rows[0]!.body }] };
  });
  server.tool("search_logs", "Debug logs whose body contains a text.", { text: z.string(), since: z.string().optional() }, async ({ text, since }) => {
    const rows = await logs.entries({ text, since });
    if (rows.length === 0) {
      // ruleid: empty-result-no-echo — a search: the text it quotes is no id, and `since` is not said
      return { content: [{ type: "text", text: `No log found for '${text}'.` }] };
    }
    return { content: [{ type: "text", text: JSON.stringify(rows) }] };
  });
}
