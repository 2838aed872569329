// fidelity-audit corpus: rule empty-result-next-step (a verification helper whose catch answers the source's not-found with one state and every other failure with another, beside one that answers both alike), modelled on public model-hub MCP servers that check repository links (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const HUB = process.env.HUB_URL ?? "https://hub.example.net/api";

class HubError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
  }
}

async function repoTags(repo: string): Promise<string[]> {
  const res = await fetch(`${HUB}/repos/${repo}`);
  if (!res.ok) throw new HubError(`hub answered ${res.status}`, res.status);
  return ((await res.json()) as { tags: string[] }).tags;
}

async function linkState(repo: string, paper: string): Promise<"verified" | "missing" | "unknown"> {
  try {
    const tags = await repoTags(repo);
    return tags.includes(`arxiv:${paper}`) ? "verified" : "unknown";
  } catch (error) {
    if (error instanceof HubError && error.statusCode === 404) {
      return "missing";
    }
    // ok: empty-result-next-step — "could not check" is its own state, apart from the not-found "missing"
    return "unknown";
  }
}

async function linkStateByText(repo: string, paper: string): Promise<"verified" | "absent" | "unchecked"> {
  try {
    const tags = await repoTags(repo);
    return tags.includes(`arxiv:${paper}`) ? "verified" : "unchecked";
  } catch (error) {
    if ((error as Error).message.includes("404")) return "absent";
    // ok: empty-result-next-step — the not-found answer is tested by its text; every other failure reads "unchecked"
    return "unchecked";
  }
}

async function linkStateAlike(repo: string, paper: string): Promise<"verified" | "missing"> {
  try {
    const tags = await repoTags(repo);
    return tags.includes(`arxiv:${paper}`) ? "verified" : "missing";
  } catch (error) {
    if (error instanceof HubError && error.statusCode === 404) return "missing";
    // ruleid: empty-result-next-step — every failure reads as the same "missing" the not-found gives
    return "missing";
  }
}

export function registerVerificationTools(server: McpServer): void {
  server.tool(
    "check_paper_link",
    "Check whether a repository links a paper: verified, missing (no such repository) or unknown (could not check).",
    { repo: z.string(), paper: z.string() },
    async ({ repo, paper }) => {
      const [state, byText, alike] = await Promise.all([
        linkState(repo, paper),
        linkStateByText(repo, paper),
        linkStateAlike(repo, paper),
      ]);
      return { content: [{ type: "text" as const, text: `${repo} → ${paper}: ${state} / ${byText} / ${alike}` }] };
    },
  );
}
