// fidelity-audit corpus: rule scope-only-when-set (picture-archive tools over the gallery client), modelled on the shapes of public MCP servers over space-image and economic-series APIs (written for this repo, 2026-12-03)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { CatalogueReader, GalleryClient, newestPictures, pictureStats, randomPictures, seriesPoints } from "./client.js";

const json = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });

export function registerGalleryTools(server: McpServer): void {
  server.tool(
    "list_albums",
    "List the archive's albums, a page at a time.",
    {
      page: z.number().optional().describe("Page number"),
      per_page: z.number().optional().describe("Albums per page"),
    },
    async (args) => {
      const albums = await new GalleryClient().albums(args);
      return { content: [{ type: "text" as const, text: JSON.stringify(albums) }] };
    },
  );

  server.tool(
    "random_pictures",
    "Fetch pictures of the day.",
    {
      count: z.number().optional().describe("Count of random pictures to retrieve"),
    },
    async ({ count }) => json(await randomPictures(count)),
  );

  server.tool(
    "catalogue_pictures",
    "Read the picture catalogue.",
    { limit: z.number().optional().describe("Maximum number of pictures") },
    async ({ limit }) => json(await new CatalogueReader().pictures(limit)),
  );

  server.tool(
    "get_series_points",
    "Get the points of a brightness series.",
    {
      series_id: z.string().describe("Series id"),
      start_date: z.string().optional().describe("YYYY-MM-DD"),
      end_date: z.string().optional().describe("YYYY-MM-DD"),
    },
    async ({ series_id, start_date, end_date }) =>
      json(await seriesPoints(series_id, { start: start_date, end: end_date })),
  );

  server.tool(
    "picture_stats",
    "Count the archive's pictures per year.",
    { telescope: z.string().optional().describe("Telescope name, e.g. 'Hubble'; omit for every telescope") },
    async ({ telescope }) => json(await pictureStats(telescope)),
  );

  server.tool(
    "get_newest_pictures",
    "The newest pictures of one telescope.",
    { telescope: z.string().describe("Telescope name") },
    async ({ telescope }) => json(await newestPictures(telescope)),
  );
}
