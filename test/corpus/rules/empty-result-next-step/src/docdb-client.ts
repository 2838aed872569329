// fidelity-audit corpus: rule empty-result-next-step (client helpers that return MCP results and mark their failures isError), modelled on document-database admin MCP servers (written for this repo, 2026-12-03)
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

const DB = process.env.DOCDB_URL ?? "https://docdb.example.net";

export function failed(message: string): CallToolResult {
  return { content: [{ type: "text", text: `Error: ${message}` }], isError: true };
}

export async function listCollections(parent?: string): Promise<CallToolResult> {
  if (!process.env.DOCDB_TOKEN) {
    return { content: [{ type: "text", text: "Error: DOCDB_TOKEN is not set" }], isError: true };
  }
  try {
    const res = await fetch(`${DB}/v1/${parent ?? "root"}:listCollections`, {
      headers: { Authorization: `Bearer ${process.env.DOCDB_TOKEN}` },
    });
    const body = (await res.json()) as { collections: string[] };
    return { content: [{ type: "text", text: JSON.stringify({ collections: body.collections }) }] };
  } catch (error) {
    return { content: [{ type: "text", text: `Error: ${error instanceof Error ? error.message : String(error)}` }], isError: true };
  }
}

export async function listIndexes(collection: string): Promise<CallToolResult> {
  try {
    const res = await fetch(`${DB}/v1/${collection}/indexes`);
    return { content: [{ type: "text", text: JSON.stringify(await res.json()) }] };
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error));
  }
}

/** Never marks an error: a copy of its text loses nothing. */
export async function countDocuments(collection: string): Promise<CallToolResult> {
  const res = await fetch(`${DB}/v1/${collection}:count`);
  return { content: [{ type: "text", text: String(((await res.json()) as { count: number }).count) }] };
}

export class BackupStore {
  async listBackups(database: string): Promise<CallToolResult> {
    try {
      const res = await fetch(`${DB}/v1/${database}/backups`);
      return { content: [{ type: "text", text: JSON.stringify(await res.json()) }] };
    } catch (error) {
      return failed(`could not list backups: ${String(error)}`);
    }
  }
}
