// fidelity-audit corpus: exported tool objects spread into one array and registered with `.bind` (written for this repo, 2026-12-04)
import { z } from "zod";
import { ObservabilityApi } from "../api.js";

const api = new ObservabilityApi(process.env.OBS_API_URL ?? "https://api.tracewell.example", process.env.OBS_API_KEY ?? "");

export const listSlosTool = {
  name: "list_slos",
  description: "Lists the service level objectives of one dataset.",
  schema: {
    environment: z.string().describe("The environment"),
    dataset: z.string().describe("The dataset slug"),
    status: z.enum(["ok", "burning"]).optional().describe("Only SLOs in this state"),
  },
  async handler(args: { environment: string; dataset: string; status?: string }) {
    const slos = await api.listSlos(args.environment, args.dataset);
    return { content: [{ type: "text", text: JSON.stringify(slos) }] };
  },
};

export const listTriggersTool = {
  name: "list_triggers",
  description: "Lists the alert triggers of one dataset.",
  schema: {
    environment: z.string().describe("The environment"),
    dataset: z.string().describe("The dataset slug"),
  },
  async handler(args: { environment: string; dataset: string }) {
    const triggers = await api.listTriggers(args.environment, args.dataset);
    return { content: [{ type: "text", text: JSON.stringify(triggers) }] };
  },
};

export const sloTools = [listSlosTool, listTriggersTool];
