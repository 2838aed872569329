// fidelity-audit corpus: rule ambiguous-absence (a statistics endpoint that answers one entry per field the caller names, beside a search that projects the caller's fields; an answer's list re-wrapped under its own name), modelled on public clinical-trial registry MCP servers (written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const REGISTRY = process.env.REGISTRY_URL ?? "https://registry.example/api/v2";
const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }] });

async function get<T>(path: string, params: Record<string, string>): Promise<T> {
  const res = await fetch(`${REGISTRY}${path}?${new URLSearchParams(params)}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

type FieldStat = { field: string; type: string; min?: number; max?: number };

export function registerFieldStatTools(server: McpServer) {
  // `fields` names the entries (one per field), not the keys each entry carries
  server.tool("field_stats", "Value statistics of study fields.", { fields: z.string() }, async ({ fields }) => {
    const stats = await get<FieldStat[]>("/stats/field/values", { fields });
    return json(
      stats.map((s) => ({
        field: s.field,
        type: s.type,
        // ruleid: ambiguous-absence
        min: s.min ?? null,
        // ruleid: ambiguous-absence
        max: s.max ?? null,
      })),
    );
  });

  // `fields` is a projection: the upstream leaves out every key the caller did not name
  server.tool("search_studies", "Search studies; `fields` picks the keys returned.", { q: z.string(), fields: z.string() }, async ({ q, fields }) => {
    const body = await get<{ studies: { nctId: string; title?: string }[] }>("/studies", { q, fields });
    // ruleid: ambiguous-absence
    return json(body.studies.map((s) => ({ nctId: s.nctId, title: s.title ?? null })));
  });

  server.tool("study_versions", "The versions of one study.", { id: z.string() }, async ({ id }) => json(await versions(id)));
}

async function versions(id: string) {
  const res = await get<{ versions?: { date: string }[] }>(`/studies/${id}/versions`, { limit: "20" });
  // ok: ambiguous-absence (the answer's own list, re-wrapped under its name: a default on the envelope, rule 6's)
  return { versions: res.versions ?? [] };
}
