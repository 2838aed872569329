// fidelity-audit corpus: rule empty-result-next-step (a helper's isError result copied into a new result without the flag), modelled on document-database admin MCP servers (written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { BackupStore, countDocuments, listCollections, listIndexes } from "./docdb-client.js";

const backups = new BackupStore();

async function listReplicas(cluster: string) {
  try {
    const res = await fetch(`https://docdb.example.net/v1/clusters/${cluster}/replicas`);
    return { content: [{ type: "text" as const, text: JSON.stringify(await res.json()) }] };
  } catch (error) {
    return { content: [{ type: "text" as const, text: `Error: ${String(error)}` }], isError: true };
  }
}

export function registerDocdbTools(server: McpServer) {
  server.tool("docdb_list_collections", "List the collections under a document.", { parent: z.string().optional() }, async ({ parent }) => {
    const result = await listCollections(parent);
    // ruleid: empty-result-next-step
    return { content: [{ type: "text", text: result.content[0].text as string }] };
  });

  server.tool("docdb_list_indexes", "List the indexes of a collection.", { collection: z.string() }, async ({ collection }) => {
    const answer = await listIndexes(collection);
    // ruleid: empty-result-next-step
    return { content: answer.content };
  });

  server.tool("docdb_list_backups", "List the backups of a database.", { database: z.string() }, async ({ database }) => {
    const listed = await backups.listBackups(database);
    // ruleid: empty-result-next-step
    return { content: [...listed.content] };
  });

  server.tool("docdb_list_replicas", "List the replicas of a cluster.", { cluster: z.string() }, async ({ cluster }) => {
    const replicas = await listReplicas(cluster);
    // ruleid: empty-result-next-step
    return { content: [{ type: "text", text: String(replicas.content[0]?.text) }] };
  });

  server.tool("docdb_list_collections_lazy", "List collections (client loaded on first use).", { parent: z.string().optional() }, async ({ parent }) => {
    const client = await import("./docdb-client.js");
    const listed = await client.listCollections(parent);
    // ruleid: empty-result-next-step
    return { content: [{ type: "text", text: `${listed.content[0].text}` }] };
  });

  server.tool("docdb_list_collections_flagged", "List collections (flag carried).", { parent: z.string().optional() }, async ({ parent }) => {
    const result = await listCollections(parent);
    // ok: empty-result-next-step
    return { content: [{ type: "text", text: result.content[0].text as string }], isError: result.isError };
  });

  server.tool("docdb_list_indexes_spread", "List indexes (result spread).", { collection: z.string() }, async ({ collection }) => {
    const answer = await listIndexes(collection);
    // ok: empty-result-next-step
    return { ...answer, content: answer.content };
  });

  server.tool("docdb_list_backups_tested", "List backups (failure returned as it is).", { database: z.string() }, async ({ database }) => {
    const listed = await backups.listBackups(database);
    if (listed.isError) return listed;
    // ok: empty-result-next-step
    return { content: [...listed.content] };
  });

  server.tool("docdb_list_replicas_whole", "List replicas (result returned whole).", { cluster: z.string() }, async ({ cluster }) => {
    const replicas = await listReplicas(cluster);
    // ok: empty-result-next-step
    return replicas;
  });

  server.tool("docdb_count", "Count the documents of a collection.", { collection: z.string() }, async ({ collection }) => {
    const counted = await countDocuments(collection);
    // ok: empty-result-next-step
    return { content: [{ type: "text", text: `${collection}: ${counted.content[0].text}` }] };
  });
}
