// fidelity-audit corpus: rule non-number-as-zero (cells of entries found through a Map index of the answer), modelled on a public MCP server over a clinical-trials registry that fetches studies in a batch and looks each one up by id (written for this repo, 2026-12-02)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const API = process.env.TRIALS_API ?? "https://trials.example.org/api/v2";
const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });

interface Study {
  id: string;
  arms?: { enrolled?: string; label?: string }[];
}

/** The events of a study summed over its arms (a helper called from the tool). */
function enrolledOf(study: Study): number {
  let total = 0;
  for (const arm of study.arms ?? []) {
    // ruleid: non-number-as-zero
    total += Number(arm.enrolled) || 0;
  }
  return total;
}

export function registerTrialTools(server: McpServer) {
  server.tool("enrolment", "Enrolment of each study, summed over its arms.", { ids: z.array(z.string()) }, async ({ ids }) => {
    const res = await fetch(`${API}/studies?ids=${ids.join(",")}`);
    if (!res.ok) throw new Error(`trials API ${res.status}`);
    const studies = (await res.json()) as Study[];
    const byId = new Map(studies.map((s) => [s.id, s]));
    const out: { id: string; enrolled: number; arms: number }[] = [];
    for (const id of ids) {
      const study = byId.get(id);
      if (!study) continue;
      // ok: non-number-as-zero — a count of the entries, not a parse of a cell
      out.push({ id, enrolled: enrolledOf(study), arms: study.arms?.length ?? 0 });
    }
    return json(out);
  });

  server.tool("labels", "Arm labels of each study.", { ids: z.array(z.string()) }, async ({ ids }) => {
    const res = await fetch(`${API}/studies?ids=${ids.join(",")}`);
    if (!res.ok) throw new Error(`trials API ${res.status}`);
    const studies = (await res.json()) as Study[];
    const index = new Map(studies.map((s) => [s.id, s]));
    return json(
      ids.map((id) => ({
        id,
        // ok: non-number-as-zero — a count kept whole: every arm that is not a number is counted and named
        arms: (index.get(id)?.arms ?? []).filter((a) => Number.isFinite(Number(a.enrolled))).length,
        unparsed: (index.get(id)?.arms ?? []).filter((a) => !Number.isFinite(Number(a.enrolled))).length,
      })),
    );
  });
}
