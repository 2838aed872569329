// fidelity-audit corpus: registration style class-based (lookup tool classes, static name constant), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { z } from "zod";
import { VocabTool } from "./base.js";

const conceptShape = {
  uri: z.string().url().describe("Concept URI, e.g. https://d-nb.info/gnd/4064784-5"),
  lang: z.string().length(2).default("de").describe("Language of labels and notes"),
};

export class GetConceptTool extends VocabTool<typeof conceptShape> {
  static readonly NAME = "get_concept";

  readonly name = GetConceptTool.NAME;
  readonly description = "Fetch one concept with preferred/alternative labels, broader and narrower concepts.";
  readonly inputSchema = conceptShape;

  async execute(args: z.objectOutputType<typeof conceptShape, z.ZodTypeAny>) {
    const { data } = await this.http.get("/data", { params: { uri: args.uri, lang: args.lang, format: "application/json" } });
    return this.json(data);
  }
}

export class ListSchemesTool extends VocabTool<{}> {
  readonly name = "list_schemes";
  readonly description = "List the vocabularies this server can search, with their languages and concept counts.";
  readonly inputSchema = {};

  async execute() {
    const { data } = await this.http.get("/vocabularies", { params: { lang: "en" } });
    return this.json(data);
  }
}
