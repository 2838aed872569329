// fidelity-audit corpus: rule unstable-order (tools handing a study's adverse events, or a built-in table, to ranking helpers), modelled on public clinical-trial registry MCP servers (written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { EventSummary, fetchStudyEvents, REFERENCE_EVENTS, topEvents, topReference } from "./client/adverse-events.js";

const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });

export function registerEventTools(server: McpServer) {
  server.tool("study_top_events", "The most frequent adverse events of one study.", { nct_id: z.string() }, async ({ nct_id }) => {
    const study = await fetchStudyEvents(nct_id);
    return json({ top: topEvents(study.events ?? []), summary: new EventSummary().summarise(study.events ?? []) });
  });
  server.tool("reference_events", "The built-in reference list of common adverse events.", {}, async () => json(topReference(REFERENCE_EVENTS)));
}
