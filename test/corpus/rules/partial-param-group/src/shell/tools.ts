// fidelity-audit corpus: rule partial-param-group (a shell-like hub tool whose flags are parsed into an options map), modelled on the shapes of public MCP servers that browse a model hub (written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { FlagReader, parseFlags } from "./flags.js";

const HUB = "https://hub.example.org/api";

const LS_FLAGS = {
  "--recursive": { key: "recursive", kind: "boolean" },
  "--sort": { key: "sort", kind: "string" },
  "--query": { key: "query", kind: "string" },
} as const;

const TREE_FLAGS = { "--expand": { key: "expand", kind: "boolean" } } as const;

export function registerShellTools(server: McpServer): void {
  server.tool(
    "hub_ls",
    "List a hub folder: `command` is an `ls` command line, e.g. `ls hub://models --recursive --sort downloads`.",
    { command: z.string().describe("The command line, e.g. `ls hub://models --recursive`.") },
    async ({ command }) => {
      const { words, options } = parseFlags(command.split(/\s+/).slice(1), LS_FLAGS);
      const url = new URL(`${HUB}/tree/${encodeURIComponent(words[0] ?? "")}`);
      if (options.recursive === true) url.searchParams.set("recursive", "true");
      url.searchParams.set("sort", typeof options.sort === "string" ? options.sort : "name");
      if (typeof options.query === "string") url.searchParams.set("q", options.query);
      const res = await fetch(url);
      return { content: [{ type: "text" as const, text: await res.text() }] };
    },
  );

  server.tool(
    "hub_tree",
    "Show a hub folder as a tree: `command` is a `tree` command line, e.g. `tree hub://datasets --expand`.",
    { command: z.string().describe("The command line, e.g. `tree hub://datasets --expand`.") },
    async ({ command }) => {
      const tokens = command.split(/\s+/).slice(1);
      const flags = new FlagReader(TREE_FLAGS).read(tokens);
      const expand = flags.expand ?? false;
      const res = await fetch(`${HUB}/tree/${encodeURIComponent(tokens[0] ?? "")}?expand=${expand ? "1" : "0"}`);
      return { content: [{ type: "text" as const, text: await res.text() }] };
    },
  );

  server.tool(
    "add_release_file",
    "Copy a hub file into a release; the operation is named by `op`.",
    {
      // ok: partial-param-group — a required single-value discriminator: the caller has no choice to make
      op: z.literal("copy"),
      // ruleid: partial-param-group#dead-argument-mutation
      overwrite: z.boolean().optional().describe("Replace a file of the same name"),
      source: z.string().describe("Path of the file to copy"),
      release: z.string().describe("Release that receives the copy"),
    },
    async ({ source, release }) => {
      const res = await fetch(`${HUB}/releases/${encodeURIComponent(release)}/files`, {
        method: "POST",
        body: JSON.stringify({ source }),
      });
      return { content: [{ type: "text" as const, text: await res.text() }] };
    },
  );
}
