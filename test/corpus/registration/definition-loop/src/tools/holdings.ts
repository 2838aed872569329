// fidelity-audit corpus: registration style definition-loop (holdings definitions as a name-keyed map of z.object schemas), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { z } from "zod";
import { holdingsApi } from "../sru.js";
import { asText, type ObjectToolDefinition } from "./types.js";

const HoldingsArgs = z.object({
  record_id: z.string().describe("MMS id of the bibliographic record"),
  include_lent: z.boolean().default(true).describe("Also list items that are currently on loan"),
});

const OpeningHoursArgs = z.object({
  library_code: z.string().length(4).describe("Four-letter library code"),
  date: z.string().nullish().describe("ISO date of the first day; today when omitted"),
  days: z.number().min(1).max(14).default(7),
});

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export const holdingsToolMap = {
  holdings_for_record: {
    name: "holdings_for_record",
    description: "List the physical items of a record with library, shelf mark and loan status.",
    schema: HoldingsArgs,
    handler: async (args: z.infer<typeof HoldingsArgs>) =>
      asText(
        await holdingsApi(`/records/${args.record_id}/items`, {
          include_lent: String(args.include_lent),
        }),
      ),
  } satisfies ObjectToolDefinition<typeof HoldingsArgs>,
  opening_hours: {
    name: "opening_hours",
    description: "Opening hours of one library for a range of days.",
    schema: OpeningHoursArgs,
    handler: async (args: z.infer<typeof OpeningHoursArgs>) =>
      asText(
        await holdingsApi(`/libraries/${args.library_code}/hours`, {
          from: args.date ?? today(),
          days: String(args.days),
        }),
      ),
  } satisfies ObjectToolDefinition<typeof OpeningHoursArgs>,
};
