// fidelity-audit corpus: rule empty-result-next-step (an answer's list defaulted with `|| []` / `?? []` and wrapped in a stringified envelope beside a count defaulted with `|| 0`, inline, from a client method in another file and from a class method), modelled on public observability MCP servers that run analytics queries over event datasets (written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { QueryClient } from "./query-runs-client.js";

const client = new QueryClient(process.env.OBS_URL ?? "https://obs.example.net");

class Runner {
  constructor(private readonly api: QueryClient) {}

  async breakdown(dataset: string, column: string) {
    const answer = await this.api.run(dataset, { breakdowns: [column] });
    const body = { dataset, rows: answer.data?.rows ?? [], rowCount: answer.data?.rows?.length ?? 0 };
    // ruleid: empty-result-next-step — the rows defaulted to [] are shown as they came, the count beside them tests nothing
    return { content: [{ type: "text" as const, text: JSON.stringify(body) }] };
  }

  async breakdownChecked(dataset: string, column: string) {
    const answer = await this.api.run(dataset, { breakdowns: [column] });
    const rows = answer.data?.rows ?? [];
    if (rows.length === 0)
      return {
        content: [
          { type: "text" as const, text: `No rows for '${column}' in ${dataset}: widen time_range or call list_columns for the column names.` },
        ],
      };
    // ok: empty-result-next-step — the handler tests the rows first and says what to try
    return { content: [{ type: "text" as const, text: JSON.stringify({ dataset, rows }) }] };
  }
}

const runner = new Runner(client);

export function registerQueryRunTools(server: McpServer): void {
  server.tool(
    "run_analytics_query",
    "Run an analytics query over one dataset.",
    { dataset: z.string(), calculation: z.string() },
    async ({ dataset, calculation }) => {
      const result = await fetch(`${process.env.OBS_URL}/1/query/${dataset}?calc=${calculation}`).then((r) => r.json());
      const simplified = {
        results: result.data?.results || [],
        metadata: { dataset, resultCount: result.data?.results?.length || 0 },
      };
      // ruleid: empty-result-next-step — `|| []` keeps the empty answer an empty list, shown with no next step
      return { content: [{ type: "text" as const, text: JSON.stringify(simplified, null, 2) }] };
    },
  );

  server.tool(
    "run_saved_query",
    "Run a saved query by its id.",
    { dataset: z.string(), queryId: z.string() },
    async ({ dataset, queryId }) => {
      const runs = await client.saved(dataset, queryId);
      // ruleid: empty-result-next-step — the client's `?? []` envelope is stringified as it came
      return { content: [{ type: "text" as const, text: JSON.stringify(runs) }] };
    },
  );

  server.tool(
    "list_query_columns",
    "List the columns of a dataset, with their types.",
    { dataset: z.string(), tags: z.array(z.string()).optional() },
    async ({ dataset, tags }) => {
      const result = await fetch(`${process.env.OBS_URL}/1/columns/${dataset}`).then((r) => r.json());
      const columns = result.columns || [];
      if (!columns.length)
        return { content: [{ type: "text" as const, text: `No columns in ${dataset} yet: send events first, then call list_query_columns again.` }] };
      // ok: empty-result-next-step — the caller's own tags default to [] beside columns already tested
      return { content: [{ type: "text" as const, text: JSON.stringify({ columns, tags: tags || [] }) }] };
    },
  );

  server.tool(
    "column_breakdown",
    "Break a dataset down by one column.",
    { dataset: z.string(), column: z.string() },
    async ({ dataset, column }) => runner.breakdown(dataset, column),
  );

  server.tool(
    "column_breakdown_checked",
    "Break a dataset down by one column (empty answers say what to try).",
    { dataset: z.string(), column: z.string() },
    async ({ dataset, column }) => runner.breakdownChecked(dataset, column),
  );
}
