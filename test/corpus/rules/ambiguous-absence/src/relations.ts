// fidelity-audit corpus: rule ambiguous-absence (an issue-tracker SDK behind a rate limiter: callbacks a project helper calls, relations fetched lazily from the answer, positional Promise.all, fallbacks kept in locals), modelled on the shapes of public MCP servers that wrap a GraphQL issue-tracker SDK (written for this repo, 2026-12-02)
import { TrackerClient } from "@tracker/sdk";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

/** Spreads calls out in time: runs the function it is given and hands back what it answers. */
class Limiter {
  private queue: (() => Promise<void>)[] = [];

  async enqueue<T>(fn: () => Promise<T>): Promise<T> {
    return new Promise((resolve, reject) => {
      this.queue.push(async () => {
        try {
          resolve(await fn());
        } catch (e) {
          reject(e);
        }
      });
      void this.queue.shift()?.();
    });
  }

  /** Runs `fn` for every item, a few at a time. */
  async batch<T>(items: any[], size: number, fn: (item: any) => Promise<T>): Promise<T[]> {
    const out: T[] = [];
    for (let i = 0; i < items.length; i += size) {
      const chunk = items.slice(i, i + size);
      out.push(...(await Promise.all(chunk.map((item) => this.enqueue(() => fn(item))))));
    }
    return out;
  }
}

/** Runs `each` for every element of a local list (a look-alike: nothing here came from the upstream). */
function forEachLocal<T>(items: string[], each: (item: string) => T): T[] {
  return items.map((item) => each(item));
}

export class Tracker {
  private client = new TrackerClient({ apiKey: process.env.TRACKER_KEY ?? "" });
  private limiter = new Limiter();

  /** Issues of a search, each with its state and assignee fetched as relations. */
  async search(text: string) {
    const page = await this.limiter.enqueue(() => this.client.issues({ filter: { title: { contains: text } } }));
    return this.limiter.batch(page.nodes, 5, async (issue) => {
      const [state, assignee] = await Promise.all([
        this.limiter.enqueue(() => issue.state),
        this.limiter.enqueue(() => issue.assignee),
      ]);
      return {
        // ok: ambiguous-absence
        id: issue.id,
        // ruleid: ambiguous-absence — the state is a relation of an entry: a missing one becomes null unmeasured
        status: state?.name || null,
        // ruleid: ambiguous-absence
        assignee: assignee?.name ?? null,
      };
    });
  }

  /** A user's issues: the user is a relation fetched first, the issues a relation of the user. */
  async assigned(userId: string) {
    const user = await this.limiter.enqueue(() => this.client.user(userId));
    const issues = await user.assignedIssues({ first: 50 });
    return issues.nodes.map((issue: any) => {
      // ruleid: ambiguous-absence — a fallback kept in a local until the record is built from it
      const title = issue.title || "Untitled";
      // ruleid: ambiguous-absence — the same, written into a line of text under its label
      const priority = issue.priorityLabel ?? "none";
      return { id: issue.id, title, line: `Priority: ${priority}` };
    });
  }

  /** The newest issue of a search: locals preset, then assigned from the first entry in a branch before the record is built. */
  async newest(text: string, withCycle: boolean) {
    const page = await this.limiter.enqueue(() => this.client.issues({ filter: { title: { contains: text } }, first: 1 }));
    let estimate = 0;
    let cycle = "";
    let cycleState = "not requested";
    const first = page.nodes[0];
    if (first) {
      // ruleid: ambiguous-absence — a local assigned later from the entry, then a field of the record
      estimate = first.estimate || 0;
    }
    if (withCycle) {
      // ok: ambiguous-absence — a state says why the cycle may be empty, where the decision is made
      cycle = first.cycleName ?? "";
      cycleState = first.cycleName === undefined ? "none upstream" : "set";
    }
    return { id: first.id, estimate, cycle, cycleState };
  }

  /** Labels the caller names, formatted through a helper that sees only the local list. */
  labels(names: string[]) {
    return forEachLocal(names, (name) => {
      // ok: ambiguous-absence — the caller's own list, not an upstream entry
      const label = name || "unnamed";
      return { label };
    });
  }
}

const tracker = new Tracker();

export function registerTrackerTools(server: McpServer): void {
  server.tool("search_issues", "Issues whose title contains the text.", { text: z.string() }, async ({ text }) => ({
    content: [{ type: "text", text: JSON.stringify(await tracker.search(text)) }],
  }));
  server.tool("assigned_issues", "Issues assigned to a user.", { userId: z.string() }, async ({ userId }) => ({
    content: [{ type: "text", text: JSON.stringify(await tracker.assigned(userId)) }],
  }));
  server.tool("newest_issue", "The newest issue whose title contains the text, with its cycle on request.", { text: z.string(), withCycle: z.boolean().default(false) }, async ({ text, withCycle }) => ({
    content: [{ type: "text", text: JSON.stringify(await tracker.newest(text, withCycle)) }],
  }));
  server.tool("format_labels", "Formats the label names you give.", { names: z.array(z.string()) }, async ({ names }) => ({
    content: [{ type: "text", text: JSON.stringify(tracker.labels(names)) }],
  }));
}
