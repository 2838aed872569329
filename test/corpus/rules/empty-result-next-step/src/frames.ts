// fidelity-audit corpus: rule empty-result-next-step (a catch that keeps only the source's not-found answer and rethrows the rest, inline, in a class method and in a .catch callback, beside catches that keep an authorisation failure; formatters whose empty branch every caller rules out), modelled on the shapes of public MCP servers for financial-filing and statistics APIs (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { type Frame, getJson, noneText, Tables, tableText } from "./frames-client.js";

const tables = new Tables();
const asText = (text: string) => ({ content: [{ type: "text" as const, text }] });
const frameArgs = { concept: z.string(), period: z.string() };

class FrameReader {
  async read(concept: string, period: string): Promise<Frame | string> {
    try {
      return await getJson<Frame>(`/${concept}/${period}`);
    } catch (err) {
      if (err instanceof Error && err.message.includes("404")) {
        // ok: empty-result-next-step — the source's "no such frame", with what to check
        return noneText(`No frame for ${concept} in ${period}. Check the concept tag, and whether the period needs the instantaneous 'I' suffix.`);
      }
      throw err;
    }
  }
}

const reader = new FrameReader();

export function registerFrameTools(server: McpServer): void {
  server.tool("concept_frame", "One concept across companies for a period.", frameArgs, async ({ concept, period }) => {
    let frame: Frame;
    try {
      frame = await getJson<Frame>(`/${concept}/${period}`);
    } catch (e) {
      if (e instanceof Error && /HTTP 404/.test(e.message)) {
        // ok: empty-result-next-step — the not-found answer carries a concrete next step; every other failure is rethrown
        return asText(noneText(`No frame data for ${concept} in ${period}. Check the concept tag, and whether the period needs the instantaneous 'I' suffix.`));
      }
      throw e;
    }
    if (frame.data.length === 0) return asText(noneText(`No companies reported ${concept} in ${period}. Try the previous period.`));
    return asText(JSON.stringify({ summary: frame.label, rows: frame.data }));
  });

  server.tool("concept_frame_bare", "One concept across companies for a period.", frameArgs, async ({ concept, period }) => {
    try {
      const frame = await getJson<Frame>(`/${concept}/${period}`);
      if (!frame.data.length) return asText(noneText(`No companies reported ${concept} in ${period}. Try the previous period or the instantaneous 'I' suffix.`));
      return asText(tableText(`Frame data for ${concept} in ${period}`, { rows: frame.data }));
    } catch (e) {
      if (e instanceof Error && /HTTP 404/.test(e.message)) {
        // ruleid: empty-result-next-step — the not-found answer is an empty result, and this one says nothing to try
        return asText(noneText("No frame data."));
      }
      throw e;
    }
  });

  server.tool("concept_frame_denied", "One concept across companies for a period.", frameArgs, async ({ concept, period }) => {
    try {
      const frame = await getJson<Frame>(`/${concept}/${period}`);
      if (!frame.data.length) return asText(noneText(`No companies reported ${concept} in ${period}. Try the previous period.`));
      return asText(tables.render(`Reported values for ${concept} in ${period}`, frame.data));
    } catch (e) {
      if (e instanceof Error && /HTTP 403/.test(e.message)) {
        // ruleid: empty-result-next-step — a refused request answered as "no data"
        return asText(noneText(`No frame data for ${concept} in ${period}.`));
      }
      throw e;
    }
  });

  server.tool("concept_frame_method", "One concept across companies for a period.", frameArgs, async ({ concept, period }) => {
    const frame = await reader.read(concept, period);
    return asText(typeof frame === "string" ? frame : JSON.stringify(frame));
  });

  server.tool("concept_frame_callback", "One concept across companies for a period.", frameArgs, async ({ concept, period }) => {
    const rows = await getJson<Frame>(`/${concept}/${period}`)
      .then((f) => f.data)
      .catch((e: Error) => {
        // ruleid: empty-result-next-step — the not-found answer becomes an empty list with no next step
        if (String(e).includes("Not Found")) return [];
        throw e;
      });
    return asText(tables.renderAll(`${concept} ${period}`, rows));
  });
}
