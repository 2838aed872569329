// fidelity-audit corpus: rule partial-param-group (bulk edit tools whose per-item work runs in a closure handed to a shared batch helper), modelled on the shapes of public MCP servers for headless CMSs (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { api } from "./client/params.js";
import { eachInBatches } from "./store/batches.js";

const AnnotateArgs = z.object({
  ids: z.array(z.string()).min(1).describe("Record ids to annotate"),
  // ok: partial-param-group — read inside the per-record closure
  language: z.string().describe("Language of the annotation"),
  // ok: partial-param-group — read inside the per-record closure, behind a test
  note: z.string().optional().describe("Note added to each record"),
  // ruleid: partial-param-group#dead-argument
  dryRun: z.boolean().optional().describe("Only report what would change"),
});

type AnnotateParams = z.infer<typeof AnnotateArgs>;

async function annotate(params: AnnotateParams) {
  // the store takes one bulk edit at a time
  await api.post("/batches/lock", { size: params.ids.length });
  const one = async (id: string) => {
    const body = { lang: params.language, ...(params.note ? { note: params.note } : {}) };
    const { data } = await api.post(`/records/${encodeURIComponent(id)}/annotations`, body);
    return data;
  };
  const results = await eachInBatches(params.ids, one);
  return { content: [{ type: "text" as const, text: JSON.stringify(results) }] };
}

export function registerBulkTools(server: McpServer): void {
  server.registerTool(
    "annotate_records",
    { description: "Annotate several records at once.", inputSchema: AnnotateArgs.shape },
    // ok: partial-param-group — the handler that leaves it behind (the finding is at the declaration)
    annotate,
  );

  server.registerTool(
    "tag_records",
    {
      description: "Add tags to several records at once.",
      inputSchema: {
        ids: z.array(z.string()).min(1),
        // ok: partial-param-group — destructured, read inside the callback
        tags: z.array(z.string()).min(1),
        // ok: partial-param-group — destructured under another name, read inside the callback
        mode: z.enum(["add", "replace"]).default("add"),
        // ruleid: partial-param-group#dead-argument
        notify: z.boolean().optional().describe("Notify the records' owners"),
      },
    },
    // ok: partial-param-group — the handler that leaves it behind (the finding is at the declaration)
    async ({ ids, tags, mode: how }) => {
      const results = await eachInBatches(ids, async (id) => {
        const { data } = await api.put(`/records/${encodeURIComponent(id)}/tags`, { tags, mode: how });
        return data;
      });
      return { content: [{ type: "text" as const, text: JSON.stringify(results) }] };
    },
  );
}
