// fidelity-audit corpus: rule empty-result-no-echo (a lookup by the caller's one id whose not-found names it, inline, through a helper in another file and a class method; beside one where a fixed constant of the server's own narrows the set), modelled on a public MCP server over a development bank's open indicator API (written for this repo, 2026-12-04)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { IndicatorIndex, topicIndicators } from "./topic-client.js";

const index = new IndicatorIndex();
const say = (text: string) => ({ content: [{ type: "text" as const, text }] });

export function registerTopicTools(server: McpServer): void {
  server.tool(
    "topic_indicators",
    "The indicators of one topic.",
    { topic_id: z.string().describe("Topic id, e.g. '8'") },
    async ({ topic_id }) => {
      const indicators = await topicIndicators(topic_id);
      // ok: empty-result-no-echo — a lookup by the caller's one id, named; `per_page` and `format` cannot empty it
      if (!indicators.length) return say(`No indicators found for topic ${topic_id}.`);
      return say(JSON.stringify(indicators));
    },
  );

  server.tool(
    "topic_indicators_inline",
    "The indicators of one topic, fetched in place.",
    { topic_id: z.string().describe("Topic id, e.g. '8'") },
    async ({ topic_id }) => {
      const res = await fetch(`https://api.dev-bank.example/v2/topic/${topic_id}/indicator?per_page=2000&format=json`);
      const body = (await res.json()) as { indicators?: unknown[] };
      const indicators = body.indicators ?? [];
      // ok: empty-result-no-echo — inline: the id named, the page size of the server's own owes nothing
      if (indicators.length === 0) return say(`No indicators found for topic ${topic_id}.`);
      return say(JSON.stringify(indicators));
    },
  );

  server.tool(
    "topic_indicators_by_source",
    "The indicators of one topic from the bank's main source.",
    { topic_id: z.string().describe("Topic id, e.g. '8'") },
    async ({ topic_id }) => {
      const indicators = await index.ofTopic(topic_id);
      // ruleid: empty-result-no-echo — a class method's fixed `status` narrows the set and the text does not say it
      if (!indicators.length) return say(`No indicators found for topic ${topic_id}.`);
      return say(JSON.stringify(indicators));
    },
  );
}
