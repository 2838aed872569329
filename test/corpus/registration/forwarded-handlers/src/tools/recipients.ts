// fidelity-audit corpus: a tool object whose registered callback is made by an error-handling factory (written for this repo, 2026-12-04)
import { z } from "zod";
import { ObservabilityApi } from "../api.js";

const api = new ObservabilityApi(process.env.OBS_API_URL ?? "https://api.tracewell.example", process.env.OBS_API_KEY ?? "");

export const recipientTools = [
  {
    name: "list_recipients",
    description: "Lists the notification recipients of one environment.",
    schema: {
      environment: z.string().describe("The environment"),
      type: z.enum(["email", "slack", "pagerduty"]).optional().describe("Only recipients of this type"),
    },
    handler: async ({ environment }: { environment: string; type?: string }) => {
      const recipients = await api.listBoards(environment);
      return { content: [{ type: "text", text: JSON.stringify(recipients) }] };
    },
  },
];
