// fidelity-audit corpus: rule scope-only-when-set (knowledge-platform client class: the feed filter built in a method), modelled on a public MCP server over a hosted knowledge/RAG platform's GraphQL SDK (written for this repo, 2026-12-04)
import { Graphlit } from "graphlit-client";

export class FeedStore {
  private readonly client = new Graphlit({ apiUri: process.env.PLATFORM_API_URI ?? "https://data-scus.graphlit.io/api/v1/graphql" });

  async list(type?: string, limit?: number): Promise<unknown> {
    const filter: Record<string, unknown> = { limit };
    if (type) {
      // ok: scope-only-when-set — in a class method: the platform documents `queryFeeds()` without a filter as "all feeds", `types` narrows only when given
      filter.types = [type];
    }
    return await this.client.queryFeeds(filter);
  }

  async specifications(type?: string): Promise<unknown> {
    const filter: Record<string, unknown> = {};
    if (type) {
      // ruleid: scope-only-when-set — the same platform, but a query whose omission the model does not know: the generic finding stays
      filter.types = [type];
    }
    return await this.client.querySpecifications(filter);
  }
}
