// fidelity-audit corpus: rule ambiguous-absence (presence-tested fallbacks inline, in a class method and in callbacks; computed-key records), modelled on the shapes of public MCP servers for museum collection APIs (written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import {
  type RawObject,
  rowsToRecords,
  rowsWithMissing,
  toLoanRecord,
  toObjectRecord,
  toObjectWithFlags,
} from "./collection-format.js";

const BASE = process.env.COLLECTION_URL ?? "https://collection.example/api/v1";

async function getJson(path: string): Promise<any> {
  const res = await fetch(`${BASE}${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.json();
}

/** Object labels, written by a class the tools share. */
class LabelWriter {
  label(o: RawObject) {
    return {
      id: o.objectId,
      // ruleid: ambiguous-absence
      maker: o.artist !== undefined && o.artist.name !== undefined ? o.artist.name : "Unknown",
      // ruleid: ambiguous-absence — an optional member included only when present decides "has none" when it is missing
      ...(o.culture !== undefined ? { culture: o.culture } : {}),
    };
  }
}
const labels = new LabelWriter();

export function registerCollectionTools(server: McpServer) {
  server.tool("get_object", "One object of the collection.", { id: z.number().int() }, async ({ id }) => {
    const o = (await getJson(`/objects/${id}`)) as RawObject;
    return { content: [{ type: "text", text: JSON.stringify({ ...toObjectRecord(o), loan: toLoanRecord(o) }) }] };
  });

  server.tool("object_flags", "One object with its culture flag.", { id: z.number().int() }, async ({ id }) => {
    const o = (await getJson(`/objects/${id}`)) as RawObject;
    return { content: [{ type: "text", text: JSON.stringify(toObjectWithFlags(o)) }] };
  });

  server.tool("object_label", "The wall label of one object.", { id: z.number().int() }, async ({ id }) => {
    const o = (await getJson(`/objects/${id}`)) as RawObject;
    return { content: [{ type: "text", text: JSON.stringify(labels.label(o)) }] };
  });

  server.tool("search_objects", "Objects matching a word.", { q: z.string() }, async ({ q }) => {
    const data = await getJson(`/search?q=${encodeURIComponent(q)}`);
    // ok: ambiguous-absence — the answer's list checked for its shape (rule 6's concern, not a record field)
    const items: RawObject[] = Array.isArray(data.items) ? data.items : [];
    const hits = items.map((o) => ({
      id: o.objectId,
      // ruleid: ambiguous-absence
      gallery: o.gallery != null ? `Gallery ${o.gallery}` : "n/a",
    }));
    return { content: [{ type: "text", text: JSON.stringify({ q, hits }) }] };
  });

  server.tool("export_table", "A table export of one department.", { dept: z.string() }, async ({ dept }) => {
    const data = await getJson(`/export/${dept}`);
    const headers = data.headers as string[];
    const rows = data.rows as Record<string, string>[];
    return { content: [{ type: "text", text: JSON.stringify({ plain: rowsToRecords(headers, rows), marked: rowsWithMissing(headers, rows) }) }] };
  });

  server.tool("object_fields", "The named fields of one object.", { id: z.number().int(), fields: z.array(z.string()) }, async ({ id, fields }) => {
    const o = await getJson(`/objects/${id}`);
    // ruleid: ambiguous-absence
    const picked = Object.fromEntries(fields.map((k) => [k, o[k] ?? null]));
    const byField = new Map<string, string>();
    for (const f of fields) {
      const v = o[f];
      // ruleid: ambiguous-absence
      byField.set(f, v ?? "");
    }
    const lines: Record<string, string> = {};
    for (const f of fields) {
      const v = o[f];
      // ruleid: ambiguous-absence
      lines[f] = v !== undefined ? String(v) : "null";
    }
    return { content: [{ type: "text", text: JSON.stringify({ picked, byField: [...byField], lines }) }] };
  });
}
