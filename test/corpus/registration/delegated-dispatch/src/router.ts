// Tool router of a tide-gauge MCP server: the CallTool request's params arrive here; written for this repo.
import { fetchReadings } from "./readings.js";

const BASE = "https://tides.example.org/api/v2";

interface ToolCall {
  name: string;
  arguments?: Record<string, unknown>;
}

export async function route(params: ToolCall) {
  const args = params.arguments ?? {};
  switch (params.name) {
    case "search_stations": {
      const res = await fetch(`${BASE}/stations?q=${encodeURIComponent(String(args.query))}&limit=${Number(args.limit ?? 20)}`);
      return { content: [{ type: "text" as const, text: await res.text() }] };
    }
    case "get_readings":
      return fetchReadings(args);
    default:
      throw new Error(`unknown tool: ${params.name}`);
  }
}
