// fidelity-audit corpus: a tool object made by a factory, registered through the shared forwarding loop (written for this repo, 2026-12-04)
import { z } from "zod";
import type { ObservabilityApi } from "../api.js";

export function createListBoardsTool(api: ObservabilityApi) {
  return {
    name: "list_boards",
    description: "Lists the boards of one environment.",
    schema: {
      environment: z.string().describe("The environment to list boards of"),
    },
    handler: async (args: { environment: string }) => {
      const boards = await api.listBoards(args.environment);
      return { content: [{ type: "text", text: JSON.stringify(boards) }] };
    },
  };
}
