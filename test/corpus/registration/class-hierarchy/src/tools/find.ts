// Query tools of a document-database MCP server (one class per tool); written for this repo.
import { z } from "zod";
import { request } from "undici";
import { CollectionToolBase } from "../tool-base.js";

export class FindTool extends CollectionToolBase {
  static toolName = "find";
  public description = "Find documents in a collection.";
  public argsShape = { database: z.string(), collection: z.string(), filter: z.string().optional() };

  protected async execute(args: Record<string, unknown>) {
    const res = await request(`${this.collectionUrl(args.database, args.collection)}/find?filter=${String(args.filter ?? "{}")}`);
    return { content: [{ type: "text" as const, text: await res.body.text() }] };
  }
}

export class CountTool extends CollectionToolBase {
  static toolName = "count";
  public description = "Count documents in a collection.";
  public argsShape = { database: z.string(), collection: z.string() };

  protected async execute(args: Record<string, unknown>) {
    const res = await request(`${this.collectionUrl(args.database, args.collection)}/count`);
    return { content: [{ type: "text" as const, text: await res.body.text() }] };
  }
}

// ok: a helper class of the same folder that is not a tool (no base class, no toolName)
export class FilterParser {
  static toolName = "not-a-tool";
  parse(text: string): unknown {
    return JSON.parse(text);
  }
}
