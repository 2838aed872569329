// Modelled on a low-level space-data server that loads one handler module per tool by its name; written for this repo.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";

const server = new Server({ name: "space-data", version: "0.4.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(z.object({ method: z.literal("tools/list"), params: z.object({}).optional() }), async () => ({
  tools: [
    {
      name: "sky_apod",
      description: "Picture of the day.",
      inputSchema: { type: "object", properties: { date: { type: "string" } } },
    },
    {
      name: "sky_neo_feed",
      description: "Near-earth objects between two dates.",
      inputSchema: {
        type: "object",
        properties: { start_date: { type: "string" }, end_date: { type: "string" } },
        required: ["start_date", "end_date"],
      },
    },
    {
      name: "orbits_horizons",
      description: "Ephemeris of one body.",
      inputSchema: { type: "object", properties: { body: { type: "string" } }, required: ["body"] },
    },
    {
      name: "orbits_horizons_file",
      description: "Ephemeris of one body as a file.",
      inputSchema: { type: "object", properties: { body: { type: "string" } }, required: ["body"] },
    },
  ],
}));

server.setRequestHandler(
  z.object({ method: z.literal("tools/call"), params: z.object({ name: z.string(), arguments: z.any() }) }),
  async (request) => callTool(request.params.name, request.params.arguments ?? {}),
);

async function callTool(toolName: string, args: Record<string, unknown>) {
  // sky_neo_feed → sky/neo_feed
  const [group, ...rest] = toolName.split("_");
  const endpoint = rest.join("_");
  try {
    const mod =
      group === "sky" ? await import(`./handlers/sky/${endpoint}.js`) : await import(`./handlers/orbits/${endpoint}.js`);
    const handler = mod.default ?? mod[`${endpoint}Handler`];
    return await handler(args);
  } catch (err) {
    return { isError: true, content: [{ type: "text", text: `Tool ${toolName} failed: ${String(err)}` }] };
  }
}

await server.connect(new StdioServerTransport());
