// fidelity-audit corpus: registration style definition-loop (authority-file definitions), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { z } from "zod";
import { sruSearch } from "../sru.js";
import { asText, type ToolDefinition } from "./types.js";

export const authorityTools: ToolDefinition[] = [
  {
    name: "lookup_authority",
    description:
      "Look up authority records (persons, corporate bodies, subject headings) by name. The name is matched " +
      "word by word against the preferred and variant forms.",
    schema: {
      name: z.string().min(2),
      type: z.enum(["person", "corporate", "subject"]),
      max_results: z.number().int().max(50).default(10),
    },
    handler: async ({ name, type, max_results }) => {
      const cql = `authority.type=${type} AND authority.name all "${name}"`;
      return asText(await sruSearch(cql, max_results, 1));
    },
  },
];
