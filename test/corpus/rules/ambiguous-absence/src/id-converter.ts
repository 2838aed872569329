// fidelity-audit corpus: rule ambiguous-absence (an identifier converter whose records carry a key only when the upstream entry has it, beside records that state the decision), modelled on public literature-database MCP servers (written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { type ConvertedEntry, recordOf } from "./id-records.js";

const IDCONV = process.env.IDCONV_URL ?? "https://idconv.example.org/api/v1";
const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }] });

async function convert(ids: string[]): Promise<ConvertedEntry[]> {
  const res = await fetch(`${IDCONV}/convert?ids=${ids.map(encodeURIComponent).join(",")}&format=json`);
  if (!res.ok) throw new Error(`id converter: HTTP ${res.status}`);
  const body = (await res.json()) as { records?: ConvertedEntry[] };
  if (!Array.isArray(body.records)) throw new Error("id converter: answer without records");
  return body.records;
}

class Converter {
  /** A class method: conditional spreads in both syntaxes. */
  async records(ids: string[]) {
    const entries = await convert(ids);
    return entries.map((e) => ({
      requestedId: String(e["requested-id"]),
      // ruleid: ambiguous-absence
      ...(e.pmid !== undefined && { pmid: String(e.pmid) }),
      // ruleid: ambiguous-absence
      ...(e.doi ? { doi: e.doi } : {}),
      // ruleid: ambiguous-absence
      ...(e.pmcid === undefined ? {} : { pmcid: e.pmcid }),
    }));
  }

  /** The caller chose which identifiers to carry: the decision is made where the key is left out. */
  async projected(ids: string[], fields: string[]) {
    const entries = await convert(ids);
    return entries.map((e) => ({
      requestedId: String(e["requested-id"]),
      // ok: ambiguous-absence — a projection the caller asked for
      ...(fields.includes("doi") && { doi: e.doi }),
      // ok: ambiguous-absence — the flag is off, not the value absent
      ...(e.live === false ? { retracted: true } : {}),
    }));
  }
}

/** Inline in the handler, with the record saying which identifiers the source did not have. */
async function stated(ids: string[]) {
  const entries = await convert(ids);
  return entries.map((e) => {
    const missing = (["pmid", "doi"] as const).filter((k) => e[k] === undefined);
    return {
      requestedId: String(e["requested-id"]),
      // ok: ambiguous-absence — `missing` records which keys the entry lacked
      ...(e.pmid !== undefined && { pmid: String(e.pmid) }),
      missing,
    };
  });
}

export function registerIdTools(server: McpServer) {
  const converter = new Converter();
  server.tool("convert_ids", "Convert article identifiers (PMID, PMCID, DOI).", { ids: z.array(z.string()).max(200) }, async ({ ids }) =>
    json(await converter.records(ids)),
  );
  server.tool(
    "convert_ids_fields",
    "Convert article identifiers, carrying only the identifier kinds named in fields.",
    { ids: z.array(z.string()).max(200), fields: z.array(z.enum(["pmid", "pmcid", "doi"])), limit: z.number().int().optional() },
    async ({ ids, fields, limit }) => {
      const records = await converter.projected(ids, fields);
      // ok: ambiguous-absence — a spread of the caller's own options
      return json({ records, ...(limit !== undefined && { limit }) });
    },
  );
  server.tool("convert_ids_stated", "Convert article identifiers; says which kinds the source lacked.", { ids: z.array(z.string()).max(200) }, async ({ ids }) =>
    json(await stated(ids)),
  );
  server.tool("convert_ids_plain", "Convert article identifiers (helper-built records).", { ids: z.array(z.string()).max(200) }, async ({ ids }) =>
    json((await convert(ids)).map(recordOf)),
  );
}
