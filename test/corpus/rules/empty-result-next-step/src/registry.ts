// fidelity-audit corpus: rule empty-result-next-step (package-registry tools whose failed requests fall through as empty values: a catch that assigns a default, a catch that leaves the declared one, a helper's null answered as "nothing found"; look-alikes that rethrow, record the failure, or test the value as an error), modelled on the shapes of public MCP servers for package registries (npm, crates, PyPI) (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { fetchPackage, fetchReadme, Maintainers, type Pkg } from "./registry-client.js";

const REGISTRY = process.env.REGISTRY_URL ?? "https://registry.example.org";
const maintainers = new Maintainers();
const NEXT = "Call search_packages with part of the name to find its exact spelling.";

async function fetchScore(name: string): Promise<string> {
  const res = await fetch(`${REGISTRY}/packages/${encodeURIComponent(name)}/score`);
  if (!res.ok) throw new Error(`registry answered ${res.status}`);
  return res.text();
}

export function registerRegistryTools(server: McpServer): void {
  server.tool("package_versions", "Published versions of a package.", { name: z.string() }, async ({ name }) => {
    let versions: string[];
    try {
      const res = await fetch(`${REGISTRY}/packages/${encodeURIComponent(name)}/versions`);
      if (!res.ok) throw new Error(`registry answered ${res.status}`);
      versions = (await res.json()) as string[];
    } catch (err) {
      console.error("versions failed", err);
      // ruleid: empty-result-next-step — the failed request is replaced by [] and answered like a package with no versions
      versions = [];
    }
    if (versions.length === 0) return { content: [{ type: "text" as const, text: `No versions of ${name}. ${NEXT}` }] };
    return { content: [{ type: "text" as const, text: versions.join("\n") }] };
  });

  server.tool("package_versions_rethrown", "Published versions of a package.", { name: z.string() }, async ({ name }) => {
    let versions: string[];
    try {
      const res = await fetch(`${REGISTRY}/packages/${encodeURIComponent(name)}/versions`);
      if (!res.ok) throw new Error(`registry answered ${res.status}`);
      versions = (await res.json()) as string[];
      // ok: empty-result-next-step — the catch throws again: the failure reaches the caller as an error
    } catch (err) {
      console.error("versions failed", err);
      throw new Error(`Registry request failed: ${String(err)}. Check REGISTRY_URL.`);
    }
    if (versions.length === 0) return { content: [{ type: "text" as const, text: `No versions of ${name}. ${NEXT}` }] };
    return { content: [{ type: "text" as const, text: versions.join("\n") }] };
  });

  server.tool("package_tags", "Dist-tags of a package.", { name: z.string() }, async ({ name }) => {
    let tags: Record<string, string> = {};
    let error: string | undefined;
    try {
      const res = await fetch(`${REGISTRY}/packages/${encodeURIComponent(name)}/tags`);
      if (!res.ok) throw new Error(`registry answered ${res.status}`);
      tags = (await res.json()) as Record<string, string>;
    } catch (err) {
      // ok: empty-result-next-step — the catch writes the failure down, and the result carries it
      tags = {};
      error = String(err);
    }
    if (error) return { isError: true, content: [{ type: "text" as const, text: `Registry request failed: ${error}` }] };
    return { content: [{ type: "text" as const, text: JSON.stringify({ tags, hint: NEXT }) }] };
  });

  server.tool("package_downloads", "Weekly downloads of a package.", { name: z.string() }, async ({ name }) => {
    let weekly: number | null = null;
    try {
      const res = await fetch(`${REGISTRY}/downloads/${encodeURIComponent(name)}`);
      if (!res.ok) throw new Error(`registry answered ${res.status}`);
      weekly = ((await res.json()) as { weekly: number }).weekly;
    } catch {
      weekly = null;
    }
    // ok: empty-result-next-step — the value left by the catch is tested and answered as an error
    if (weekly === null) return { isError: true, content: [{ type: "text" as const, text: "Download counts unavailable: the registry request failed." }] };
    return { content: [{ type: "text" as const, text: `${name}: ${weekly} downloads last week` }] };
  });

  server.tool("package_score", "Quality score of a package.", { name: z.string() }, async ({ name }) => {
    let score: string | null = null;
    try {
      const cached = await fetch(`${REGISTRY}/score-cache/${encodeURIComponent(name)}`);
      if (cached.ok) score = await cached.text();
    } catch {
      score = null;
    }
    // ok: empty-result-next-step — a failed cache read falls back to asking the registry itself
    if (!score) score = await fetchScore(name);
    return { content: [{ type: "text" as const, text: `${name}: ${score}` }] };
  });

  server.tool("show_package", "One package by its exact name.", { name: z.string() }, async ({ name }) => {
    const pkg: Pkg | null = await fetchPackage(name);
    if (!pkg) return { content: [{ type: "text" as const, text: `No package named ${name}. ${NEXT}` }] };
    return { content: [{ type: "text" as const, text: `${pkg.name}@${pkg.version}` }] };
  });

  server.tool("show_readme", "The README of a package.", { name: z.string() }, async ({ name }) => {
    const readme = await fetchReadme(name);
    if (!readme) return { isError: true, content: [{ type: "text" as const, text: `README of ${name} could not be fetched from the registry.` }] };
    return { content: [{ type: "text" as const, text: readme }] };
  });

  server.tool("list_maintainers", "Maintainers of a package.", { name: z.string() }, async ({ name }) => {
    const list = await maintainers.of(name);
    if (!list) return { content: [{ type: "text" as const, text: `No maintainers listed for ${name}. ${NEXT}` }] };
    return { content: [{ type: "text" as const, text: list.join(", ") }] };
  });

  server.tool("list_dependents", "Packages that depend on a package.", { name: z.string() }, async ({ name }) => {
    const found = await maintainers.dependents(name);
    if (!found.length) return { content: [{ type: "text" as const, text: `Nothing depends on ${name}. ${NEXT}` }] };
    return { content: [{ type: "text" as const, text: found.join("\n") }] };
  });

  server.tool("lint_manifest", "Checks a package.json the caller pastes.", { manifest: z.string() }, async ({ manifest }) => {
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(manifest) as Record<string, unknown>;
      // ok: empty-result-next-step — no upstream request in the try: a bad paste, not a failed request
    } catch {
      parsed = {};
    }
    const missing = ["name", "version"].filter((k) => !(k in parsed));
    return { content: [{ type: "text" as const, text: missing.length ? `Missing: ${missing.join(", ")}` : "Manifest looks complete." }] };
  });
}
