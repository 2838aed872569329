// fidelity-audit corpus: rule unstable-order (music-database tools whose caller picks the order: inline, a helper in another file, a class method), modelled on the shapes of public MCP servers for music databases (written for this repo, 2026-12-01)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { ArtistCatalogue, labelReleases } from "./client/catalogue.js";

const artists = new ArtistCatalogue();
const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const API = process.env.CATALOGUE_URL ?? "https://catalogue.example/v1";

export function registerCatalogueTools(server: McpServer) {
  server.tool(
    "label_releases",
    "Releases of a label, a page at a time.",
    {
      label: z.string(),
      sort: z.enum(["year", "title", "format"]).optional(),
      page: z.number().int().min(1).optional(),
      per_page: z.number().int().max(100).optional(),
    },
    // ruleid: unstable-order#upstream-caller-order — through a helper in another file: `year`, `title` and `format` all tie, and the answer is paged
    async ({ label, sort, page, per_page }) => json(await labelReleases({ label, sort, page, per_page })),
  );
  server.tool(
    "artist_releases",
    "Releases of an artist, 50 per page.",
    { artist: z.string(), sort_by: z.enum(["year", "title"]).optional(), page: z.number().int().default(1) },
    // ok: unstable-order — reported in the class method, where the order is written into the request
    async ({ artist, sort_by, page }) => json(await artists.releases(artist, sort_by, page)),
  );
  server.tool(
    "label_artists",
    "Artists of a label, a page at a time.",
    { label: z.string(), sort: z.enum(["name", "-name", "added"]).optional(), page: z.number().int().default(1) },
    async ({ label, sort, page }) => {
      const qs = new URLSearchParams({ page: String(page), per_page: "25" });
      // ruleid: unstable-order#upstream-caller-order — inline: the caller's order as it is (a key in both directions), paged
      if (sort) qs.set("sort", sort);
      const res = await fetch(`${API}/labels/${label}/artists?${qs}`);
      return json((await res.json()).artists);
    },
  );
  server.tool(
    "label_artists_by_id",
    "Artists of a label, a page at a time.",
    { label: z.string(), sort: z.enum(["artist_id", "slug"]).optional(), page: z.number().int().default(1) },
    async ({ label, sort, page }) => {
      const qs = new URLSearchParams({ page: String(page), per_page: "25" });
      // ok: unstable-order — every order the caller can pick is on a unique key
      if (sort) qs.set("sort", sort);
      const res = await fetch(`${API}/labels/${label}/artists?${qs}`);
      return json((await res.json()).artists);
    },
  );
  server.tool(
    "label_profile",
    "A label's profile with its sublabels.",
    { label: z.string(), sort: z.enum(["name", "added"]).optional() },
    async ({ label, sort }) => {
      const qs = new URLSearchParams();
      // ok: unstable-order — the caller's order, but nothing pages or cuts the answer
      if (sort) qs.set("sort", sort);
      const res = await fetch(`${API}/labels/${label}?${qs}`);
      return json(await res.json());
    },
  );
}
