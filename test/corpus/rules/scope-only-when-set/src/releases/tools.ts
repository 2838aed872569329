// fidelity-audit corpus: rule scope-only-when-set (release tools: a fixed state sent inline and through a catalogue class, the answer naming it or not), modelled on a public MCP server over a headless CMS's content-release API (written for this repo, 2026-12-04)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { ReleaseCatalog } from "./catalog.js";

const API = process.env.CMS_API_URL ?? "https://cms.example.org/v1";
const catalog = new ReleaseCatalog();

export function registerReleaseTools(server: McpServer) {
  server.tool(
    "get_project_overview",
    "Get an overview of one project.",
    { project: z.string() },
    async ({ project }) => {
      // ok: scope-only-when-set — through a class method: the answer says "Found … releases for state "active""
      const releases = await catalog.list({ project, state: "active" });
      return { content: [{ type: "text", text: `Project ${project}\n${releases.content[0]?.text ?? "No active releases"}` }] };
    },
  );

  server.tool(
    "get_project_members",
    "Get the members of one project.",
    { project: z.string() },
    async ({ project }) => {
      const q = new URLSearchParams({ project });
      // ok: scope-only-when-set — inline: the answer names the restriction ("… current members")
      q.set("status", "current");
      const res = await fetch(`${API}/members?${q}`);
      const members = (await res.json()) as string[];
      return { content: [{ type: "text", text: `${members.length} current members: ${members.join(", ")}` }] };
    },
  );

  server.tool(
    "get_project_digest",
    "Get a digest of one project.",
    { project: z.string() },
    async ({ project }) => {
      // ruleid: scope-only-when-set — only the thrown failure names the state: the answer the model reads does not
      const names = await catalog.names({ project, state: "scheduled" });
      return { content: [{ type: "text", text: `Project ${project}: ${names.join(", ")}` }] };
    },
  );

  server.tool(
    "get_project_contributors",
    "Get the contributors of one project.",
    { project: z.string() },
    async ({ project }) => {
      const q = new URLSearchParams({ project });
      // ruleid: scope-only-when-set — inline, the answer is the bare list
      q.set("status", "verified");
      const res = await fetch(`${API}/contributors?${q}`);
      return { content: [{ type: "text", text: JSON.stringify(await res.json()) }] };
    },
  );
}
