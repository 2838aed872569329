// fidelity-audit corpus: rule empty-result-next-step (a report built line by line whose catch writes the failure into the lines or the text, beside one that only logs it and goes on without the section), modelled on public dataset-hub MCP servers that describe a dataset's structure (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const HUB = process.env.HUB_URL ?? "https://hub.example.net/api";

interface Metadata {
  license: string;
  rows: number;
}

async function metadataOf(dataset: string): Promise<Metadata> {
  const res = await fetch(`${HUB}/datasets/${dataset}/metadata`);
  if (!res.ok) throw new Error(`hub answered ${res.status}`);
  return (await res.json()) as Metadata;
}

export function registerStructureTools(server: McpServer): void {
  server.tool(
    "dataset_structure",
    "Describe a dataset: its licence and its row count.",
    { dataset: z.string() },
    async ({ dataset }) => {
      const lines: string[] = [`## ${dataset}`];
      let metadata: Metadata | undefined;
      try {
        metadata = await metadataOf(dataset);
        lines.push(`License: ${metadata.license}`);
        // ok: empty-result-next-step — the failure is stated in the lines the result is built from
      } catch (error) {
        lines.push(`> Could not fetch the dataset metadata: ${String(error)}`);
      }
      lines.push(`Rows: ${metadata?.rows ?? "n/a"}`);
      return { content: [{ type: "text" as const, text: lines.join("\n") }] };
    },
  );

  server.tool(
    "dataset_summary",
    "Summarise a dataset: its licence and its row count.",
    { dataset: z.string() },
    async ({ dataset }) => {
      let text = `## ${dataset}\n`;
      let metadata: Metadata | undefined;
      try {
        metadata = await metadataOf(dataset);
        // ok: empty-result-next-step — the failure is appended to the text being built
      } catch (error) {
        text += `Metadata unavailable: the hub request failed (${String(error)}).\n`;
      }
      text += `Rows: ${metadata?.rows ?? "n/a"}`;
      return { content: [{ type: "text" as const, text }] };
    },
  );

  server.tool(
    "dataset_overview",
    "Overview of a dataset: its licence and its row count.",
    { dataset: z.string() },
    async ({ dataset }) => {
      const lines: string[] = [`## ${dataset}`];
      let metadata: Metadata | undefined;
      try {
        metadata = await metadataOf(dataset);
        // ruleid: empty-result-next-step — the failure is only logged; the overview goes on without it
      } catch (error) {
        console.error("metadata failed", error);
      }
      lines.push(`Rows: ${metadata?.rows ?? "n/a"}`);
      return { content: [{ type: "text" as const, text: lines.join("\n") }] };
    },
  );
}
