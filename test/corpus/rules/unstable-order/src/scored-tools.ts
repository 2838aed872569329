// fidelity-audit corpus: rule unstable-order (entries ranked by a score the code computes and then cut, and GraphQL-style connection cuts `first: n` with and without an order), modelled on trial-registry field search and issue-tracker MCP servers (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { TrackerClient } from "@tracker/sdk";
import { z } from "zod";

const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const tracker = new TrackerClient({ apiKey: process.env.TRACKER_KEY ?? "" });

type Field = { piece: string; path: string; description: string };

function scoreField(query: string, f: Field): number {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => f.piece.toLowerCase().includes(w) || f.description.toLowerCase().includes(w)).length;
}

function tokenMatchScore(words: string[], query: string): number {
  return words.filter((w) => query.includes(w)).length;
}

export function rankFields(query: string, fields: Field[], limit: number): Field[] {
  const scored = fields.map((f) => ({ f, s: scoreField(query, f) })).filter((x) => x.s > 0);
  // ruleid: unstable-order#in-process-cut
  scored.sort((a, b) => b.s - a.s);
  return scored.slice(0, limit).map((x) => x.f);
}

export function rankFieldsStable(query: string, fields: Field[], limit: number): Field[] {
  const scored = fields.map((f) => ({ f, s: scoreField(query, f) })).filter((x) => x.s > 0);
  // ok: unstable-order — ties on the score are broken by the field's path, unique per field
  scored.sort((a, b) => b.s - a.s || a.f.path.localeCompare(b.f.path));
  return scored.slice(0, limit).map((x) => x.f);
}

export function closestPieces(query: string, fields: Field[], n: number): string[] {
  // ruleid: unstable-order#in-process-cut
  const ranked = [...fields].sort((a, b) => {
    const aWords = a.piece.split(/(?=[A-Z])/);
    const bWords = b.piece.split(/(?=[A-Z])/);
    return tokenMatchScore(bWords, query) - tokenMatchScore(aWords, query);
  });
  return ranked.slice(0, n).map((f) => f.piece);
}

export function allPiecesRanked(query: string, fields: Field[]): string[] {
  // ok: unstable-order — the whole ranking is returned, neither paged nor cut: a tie reorders, it drops nothing
  return [...fields].sort((a, b) => scoreField(query, b) - scoreField(query, a)).map((f) => f.piece);
}

export function registerScoredTools(server: McpServer) {
  server.tool(
    "field_search",
    "Fields of the registry's record whose name or description matches the words.",
    { query: z.string(), limit: z.number().int().positive().default(10) },
    async ({ query, limit }) => {
      const res = await fetch("https://registry.example.org/api/metadata");
      const fields = (await res.json()) as Field[];
      return json({
        fields: rankFields(query, fields, limit),
        stable: rankFieldsStable(query, fields, limit),
        closest: closestPieces(query, fields, 3),
        all: allPiecesRanked(query, fields),
      });
    },
  );

  server.tool(
    "tracker_search_issues",
    "Issues whose title matches the text.",
    { text: z.string(), limit: z.number().int().positive().optional() },
    async ({ text, limit }) => {
      const found = await tracker.issues({
        filter: { title: { containsIgnoreCase: text } },
        // ruleid: unstable-order#upstream-unordered-cut
        first: limit || 10,
      });
      return json(found.nodes);
    },
  );

  server.tool(
    "tracker_my_issues",
    "Issues assigned to the signed-in user.",
    { limit: z.number().int().positive().optional() },
    async ({ limit }) => {
      const me = await tracker.viewer();
      // ruleid: unstable-order#upstream-unordered-cut
      const found = await me.assignedIssues({ first: limit ?? 25 });
      return json(found.nodes);
    },
  );

  server.tool(
    "tracker_recent_issues",
    "The most recently created issues, newest first.",
    { limit: z.number().int().positive().optional() },
    async ({ limit }) => {
      const found = await tracker.issues({
        // ok: unstable-order — ordered by the issue's identifier, unique per issue
        orderBy: "id",
        first: limit ?? 20,
      });
      return json(found.nodes);
    },
  );
}
