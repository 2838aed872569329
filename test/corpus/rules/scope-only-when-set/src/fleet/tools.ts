// fidelity-audit corpus: rule scope-only-when-set (device-fleet tools: status arguments presented as filters, fixed page sizes with and without paging), modelled on the shapes of public MCP servers for device-management and job-run APIs (written for this repo, 2026-11-30)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { fleetGet, listDeviceLogs, listJobs, listRuns } from "./client.js";

const text = (value: unknown) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] });
const page = z.number().int().min(1).describe("Page number, starting at 1");

export function registerFleetTools(server: McpServer) {
  server.tool(
    "list_device_logs",
    "Retrieve device logs. Use `granularity=raw` to view all logs for the period.",
    {
      granularity: z.enum(["raw", "hourly"]).describe("Granularity of the logs"),
      // a status argument described as a filter still leaves the default to the upstream
      status: z.string().optional().describe("Filter results to devices with a specific connection status."),
      platform: z.string().optional().describe("Filter results to devices on a specific operating system."),
    },
    async (params) => text(await listDeviceLogs(params)),
  );

  server.tool(
    "list_runs",
    "Gets a paginated list of job runs. Filter by status: QUEUED, RUNNING, SUCCEEDED, FAILED.",
    {
      status: z
        .enum(["QUEUED", "RUNNING", "SUCCEEDED", "FAILED"])
        .optional()
        .describe("Return only runs with the provided status."),
      offset: z.number().int().default(0),
    },
    // ruleid: scope-only-when-set — a status argument described as a filter still leaves the default to the upstream
    async ({ status, offset }) => text(await listRuns({ status, offset })),
  );

  server.tool(
    "list_jobs",
    "List the jobs of the fleet.",
    {
      // (rule 1: reported at the request that leaves it out, not here)
      state: z.enum(["enabled", "disabled", "all"]).optional().describe("Filter jobs by state."),
    },
    // ruleid: scope-only-when-set#left-out-when-absent — the request that leaves `state` out (the object passed whole)
    async (args) => text(await listJobs(args)),
  );

  server.tool(
    "list_devices",
    "Retrieve a list of the enrolled devices.",
    { page },
    // ok: scope-only-when-set — the caller pages and the whole answer (with its paging info) is returned
    async ({ page }) => text(await fleetGet(`/devices?${new URLSearchParams({ page: String(page), per_page: "50" })}`)),
  );

  server.tool(
    "list_device_names",
    "Retrieve the names of the enrolled devices.",
    { page },
    async ({ page }) => {
      const body = (await fleetGet(
        // ok: scope-only-when-set — a page size always sent explicitly (the cut without its continuation is dropped-continuation's)
        `/devices?${new URLSearchParams({ page: String(page), per_page: "50" })}`,
      )) as { result: { name: string }[] };
      return text(body.result.map((d) => d.name));
    },
  );

  server.tool(
    "list_device_names_counted",
    "Retrieve the names of the enrolled devices.",
    { team: z.string() },
    async ({ team }) => {
      const body = (await fleetGet(
        // ok: scope-only-when-set — no next page to ask for, but the result says how many the fleet holds (its total beside the 50 names)
        `/devices?${new URLSearchParams({ team, per_page: "50" })}`,
      )) as { result: { name: string }[]; total: number };
      return text({ names: body.result.map((d) => d.name), total: body.total });
    },
  );

  server.tool(
    "list_job_history",
    "List the fleet's jobs (default: enabled jobs only; use state='all' for every job).",
    {
      // ok: scope-only-when-set — the tool's description names the default for `state`
      state: z.enum(["enabled", "disabled", "all"]).optional(),
    },
    async (args) => text(await listJobs(args)),
  );
}
