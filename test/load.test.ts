/**
 * What the loader reads as the server's code. The projects are written here, into a scratch folder,
 * because a bundled file is by definition one enormous line that nobody should review in a fixture.
 */
import { describe, expect, it } from "vitest";
import { audit } from "../src/audit.js";
import { scratchProject } from "./helpers/scratch-project.js";

const TOOL = (name: string) =>
  `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "x", version: "1.0.0" });
server.tool("${name}", "Look up one entry by id.", { id: z.string() }, async ({ id }) => {
  const res = await fetch("https://api.example/entries/" + encodeURIComponent(id));
  return { content: [{ type: "text", text: await res.text() }] };
});
`;

/** The same tool, as a bundler or minifier emits it: one line of statements past 10,000 characters (the rest of the bundle). */
const BUNDLED = (name: string) =>
  `${TOOL(name).replace(/\n/g, " ")} ${Array.from({ length: 1_000 }, (_v, i) => `var v${i}=f(${i});`).join("")}\n`;
/** A tool file padded onto one long line by a data blob: not a bundle (issue 22: padding never hides tools). */
const PADDED = (name: string) => `${TOOL(name).replace(/\n/g, " ")} const DATA = "${"x".repeat(12_000)}";\n`;

const project = (files: Record<string, string>) => scratchProject(files, "fa-load-");

describe("bundled and minified files", () => {
  it("leaves a bundle out when the folder has source of its own, and says why", () => {
    // a docs site's generated assets beside the server's src/ (seen in a real server repository)
    const bundle = BUNDLED("ghost");
    const r = audit(project({ "src/server.ts": TOOL("lookup"), "docs/assets/app.js": bundle }));
    expect(r.model.tools.map((t) => t.name)).toEqual(["lookup"]);
    const line = (bundle.length - 1).toLocaleString("en-US"); // the whole file but its final newline
    expect(r.coverage.filesSkipped).toEqual([
      {
        subject: "docs/assets/app.js",
        reason: `bundled or minified (a line of ${line} characters); the folder has source of its own`,
        kind: "file",
      },
    ]);
  });

  it("audits a tool file padded onto one long line by a data blob, beside source of its own", () => {
    const r = audit(project({ "src/server.ts": TOOL("lookup"), "docs/assets/app.js": PADDED("ghost") }));
    expect({ tools: r.model.tools.map((t) => t.name), skipped: r.coverage.filesSkipped }).toEqual({
      tools: ["ghost", "lookup"],
      skipped: [],
    });
  });

  it("audits a bundle when it is all the folder has, and says so", () => {
    const r = audit(project({ "server.mjs": BUNDLED("lookup") }));
    expect(r.model.tools.map((t) => t.name)).toEqual(["lookup"]);
    expect(r.coverage.filesSkipped).toEqual([]);
    expect(r.coverage.facts.filter((f) => f.label === "project")).toEqual([
      { label: "project", value: "only bundled or minified files: they were audited; locations point into them" },
    ]);
  });

  it("keeps hand-written code with one long string: an inline icon in TypeScript or in JavaScript", () => {
    const icon = `const ICON = "data:image/png;base64,${"iVBORw0KGgo".repeat(1_200)}";\n`;
    for (const file of ["src/server.ts", "src/server.js"]) {
      const r = audit(project({ [file]: icon + TOOL("lookup"), "src/config.ts": "export const PORT = 3000;\n" }));
      expect({ file, tools: r.model.tools.map((t) => t.name), skipped: r.coverage.filesSkipped }).toEqual({
        file,
        tools: ["lookup"],
        skipped: [],
      });
    }
  });

  it("audits a minified bundle whose only neighbours are tests and tool configs", () => {
    // a minified server: one long line of many statements
    const minified = `${TOOL("lookup").replace(/\n/g, " ")}${"let a=1;".repeat(1_500)}\n`;
    const r = audit(
      project({
        "dist/index.js": minified,
        "test/index.test.js": "import { test } from 'vitest';\ntest('x', () => {});\n",
        "vitest.config.mjs": "export default {};\n",
      }),
    );
    expect(r.model.tools.map((t) => t.name)).toEqual(["lookup"]);
    expect(r.coverage.filesSkipped).toEqual([]);
  });

  it("audits the ES copy of a dual build (all .cjs of a folder with an index.js / index.cjs pair), and keeps .cjs where no pair shows one", () => {
    const r = audit(
      project({
        "dist/index.js": TOOL("lookup"),
        "dist/index.cjs": TOOL("lookup"),
        "dist/cli.cjs": "require('./index.cjs');\n",
        "package.json": "{}\n",
      }),
    );
    expect(r.model.tools.map((t) => `${t.name} ${t.location.file}`)).toEqual(["lookup dist/index.js"]);
    expect(r.coverage.filesSkipped).toEqual([
      {
        subject: "dist/cli.cjs",
        reason: "CommonJS copy of a dual build (the folder ships the same code as ES modules, audited instead)",
        kind: "file",
      },
      {
        subject: "dist/index.cjs",
        reason: "CommonJS copy of a dual build (the folder ships the same code as ES modules, audited instead)",
        kind: "file",
      },
    ]);
    const single = audit(project({ "dist/index.js": TOOL("lookup"), "dist/cli.cjs": "require('./index.js');\n" }));
    expect(single.coverage.filesSkipped).toEqual([]);
  });

  it("keeps long but ordinary source: lines below the bundle length are code", () => {
    const longish = `${TOOL("lookup")}export const NOTE = "${"y".repeat(9_000)}";\n`;
    const r = audit(project({ "src/server.ts": longish, "src/other.ts": "export const x = 1;\n" }));
    expect(r.model.tools.map((t) => t.name)).toEqual(["lookup"]);
    expect(r.coverage.filesSkipped).toEqual([]);
  });
});
