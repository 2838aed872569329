// fidelity-audit corpus: rule scope-only-when-set (an SDK's fallback literal under a schema default, and a date window whose default the description states), modelled on public MCP servers over government spending and price-list APIs (written for this repo, 2026-12-04)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const API = "https://spending.example.gov/api/v2";

/** The SDK's own fallbacks: every tool that calls it may or may not fill the value first. */
async function rates(opts: { contract: string; page?: number; pageSize?: number }) {
  const query: Record<string, unknown> = { contract: opts.contract };
  query.page = opts.page ?? 1;
  // ok: scope-only-when-set — no tool reaches this fallback without a value: the schema default fills it
  query.page_size = opts.pageSize ?? 20;
  const res = await fetch(`${API}/rates`, { method: "POST", body: JSON.stringify(query) });
  return res.json();
}

async function overTime(opts: { startDate?: string; endDate?: string }) {
  const defaultStart = new Date();
  defaultStart.setFullYear(defaultStart.getFullYear() - 3);
  const filters: Record<string, unknown> = {
    time_period: [
      {
        // ok: scope-only-when-set — the description says the window starts three years ago by default
        start_date: opts.startDate || defaultStart.toISOString().split("T")[0],
        end_date: opts.endDate || new Date().toISOString().split("T")[0],
      },
    ],
  };
  const res = await fetch(`${API}/spending_over_time`, { method: "POST", body: JSON.stringify({ filters }) });
  return res.json();
}

async function awards(opts: { since?: string }) {
  const twoYearsAgo = new Date();
  twoYearsAgo.setFullYear(twoYearsAgo.getFullYear() - 2);
  const res = await fetch(`${API}/awards`, {
    method: "POST",
    // ruleid: scope-only-when-set — the same fallback window, and no description says so
    body: JSON.stringify({ since: opts.since ?? twoYearsAgo.toISOString().split("T")[0] }),
  });
  return res.json();
}

async function prices(opts: { list: string; pageSize?: number }) {
  const res = await fetch(`${API}/prices`, {
    method: "POST",
    // ruleid: scope-only-when-set — left out, 20 rows, and nothing tells the caller
    body: JSON.stringify({ list: opts.list, page_size: opts.pageSize ?? 20 }),
  });
  return res.json();
}

async function crimeStats(opts: { state: string; type?: string }) {
  const params: Record<string, string> = { state: opts.state };
  // ok: scope-only-when-set — `type` picks counts or totals: a form of the answer, no subset of it
  if (opts.type) params.type = opts.type;
  const res = await fetch(`${API}/crime?${new URLSearchParams(params)}`);
  return res.json();
}

async function titles(opts: { q: string; type?: string }) {
  const params: Record<string, string> = { q: opts.q };
  // ruleid: scope-only-when-set — `type` picks movies or series: left out, the upstream's default kind
  if (opts.type) params.type = opts.type;
  const res = await fetch(`${API}/titles?${new URLSearchParams(params)}`);
  return res.json();
}

export function registerSpendingTools(server: McpServer) {
  server.tool(
    "get_crime_stats",
    "Reported incidents of one state.",
    {
      state: z.string().describe("Two-letter state code"),
      type: z.enum(["counts", "totals"]).optional().describe("Per-category counts or totals"),
    },
    async ({ state, type }) => text(await crimeStats({ state, type })),
  );
  server.tool(
    "search_titles",
    "Titles matching a query.",
    {
      q: z.string().describe("Words of the title"),
      type: z.enum(["movie", "series"]).optional().describe("Kind of title"),
    },
    async ({ q, type }) => text(await titles({ q, type })),
  );
  server.tool(
    "get_contract_rates",
    "Labour rates of one contract.",
    {
      contract: z.string().describe("Contract number"),
      // the schema fills 100 before the handler runs: the SDK's `?? 20` is never sent from here
      page_size: z.number().default(100).describe("Max results (default 100)"),
    },
    async ({ contract, page_size }) => text(await rates({ contract, pageSize: page_size })),
  );
  server.tool(
    "get_spending_timeline",
    "Federal spending by fiscal period.",
    {
      start_date: z.string().optional().describe("Start date YYYY-MM-DD (default: 3 years ago)"),
      end_date: z.string().optional().describe("End date YYYY-MM-DD; when left out, until today"),
    },
    async ({ start_date, end_date }) => text(await overTime({ startDate: start_date, endDate: end_date })),
  );
  server.tool(
    "recent_awards",
    "Contract awards.",
    { since: z.string().optional().describe("Earliest award date YYYY-MM-DD") },
    async ({ since }) => text(await awards({ since })),
  );
  server.tool(
    "price_list",
    "Prices of one list.",
    {
      list: z.string().describe("Price list id"),
      page_size: z.number().optional().describe("Max results"),
    },
    async ({ list, page_size }) => text(await prices({ list, pageSize: page_size })),
  );
}
