// fidelity-audit corpus: rule non-number-as-zero (the default applied before the parse: `Number(x || 0)`, `Number(x || "0")`), modelled on public MCP servers over federal spending APIs (written for this repo, 2026-12-04)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const API = "https://spending.example.gov/api/v2";
const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });

interface AwardRow {
  id: string;
  amount?: string | null;
  outlays?: string | null;
}

export function registerAwardTools(server: McpServer) {
  server.tool("awards_by_agency", "Awards of one agency with their amounts.", { agency: z.string() }, async ({ agency }) => {
    const res = await fetch(`${API}/awards?agency=${encodeURIComponent(agency)}`);
    if (!res.ok) throw new Error(`spending API ${res.status}`);
    const rows = ((await res.json()) as { results: AwardRow[] }).results;
    if (!rows.length) return json({ agency, awards: [], hint: "No awards: check the agency code with list_agencies." });
    const awards = rows.map((r) => ({
      id: r.id,
      // ruleid: non-number-as-zero
      amount: Number(r.amount || 0),
      // ruleid: non-number-as-zero
      outlays: Number(r.outlays || "0"),
    }));
    const shown = rows.map((r) => ({
      id: r.id,
      // ok: non-number-as-zero — a missing amount stays unknown
      amount: r.amount == null || r.amount === "" ? null : Number(r.amount),
    }));
    return json({ agency, awards, shown });
  });
}
