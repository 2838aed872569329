// fidelity-audit corpus: rule widened-query (a query sent again on an empty result without the caller's filters: inline, and through a client method; look-alikes that send the same filters again or only suggest the wider query), modelled on the shapes of public MCP servers for natural-event and hazard feeds (written for this repo, 2026-12-02)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const EVENTS = process.env.EVENTS_URL ?? "https://events.example.gov/api";

interface EventPage {
  events: { id: string; title: string }[];
}

async function getEvents(params: Record<string, string>): Promise<EventPage> {
  const res = await fetch(`${EVENTS}/events?${new URLSearchParams(params)}`);
  if (!res.ok) throw new Error(`events API answered ${res.status}`);
  return (await res.json()) as EventPage;
}

class HazardClient {
  async list(params: Record<string, string>): Promise<EventPage> {
    const res = await fetch(`${EVENTS}/hazards?${new URLSearchParams(params)}`);
    if (!res.ok) throw new Error(`hazards API answered ${res.status}`);
    return (await res.json()) as EventPage;
  }
}

const hazards = new HazardClient();
const filters = { category: z.string(), days: z.number(), status: z.enum(["open", "closed"]) };

export function registerEventTools(server: McpServer): void {
  server.tool("natural_events", "Natural events of a category.", filters, async ({ category, days, status }) => {
    const page = await getEvents({ category, days: String(days), status });
    if (!page.events.length) {
      // ruleid: widened-query — the retry drops the category and the status the caller chose
      const broad = await getEvents({ days: String(days * 3) });
      return { content: [{ type: "text" as const, text: JSON.stringify({ events: broad.events, note: "Broader search used." }) }] };
    }
    return { content: [{ type: "text" as const, text: JSON.stringify({ events: page.events, category, days, status }) }] };
  });

  server.tool("hazard_events", "Hazards of a category.", filters, async ({ category, days, status }) => {
    const page = await hazards.list({ category, days: String(days), status });
    if (!page.events.length) {
      // ruleid: widened-query — the client method is asked again without the status
      const broad = await hazards.list({ category, days: String(days) });
      return { content: [{ type: "text" as const, text: JSON.stringify({ events: broad.events, category, days }) }] };
    }
    return { content: [{ type: "text" as const, text: JSON.stringify({ events: page.events, category, days, status }) }] };
  });

  server.tool("natural_events_reset", "Natural events of a category.", filters, async ({ category, days, status }) => {
    const page = await hazards.list({ category, days: String(days), status });
    if (!page.events.length) {
      // ruleid: widened-query — the retry keeps the category but sends its own status instead of the caller's
      const reset = await hazards.list({ category, days: String(days), status: "all" });
      return { content: [{ type: "text" as const, text: JSON.stringify({ events: reset.events, category, days }) }] };
    }
    return { content: [{ type: "text" as const, text: JSON.stringify({ events: page.events, category, days, status }) }] };
  });

  server.tool("natural_events_mirror", "Natural events of a category.", filters, async ({ category, days, status }) => {
    const page = await getEvents({ category, days: String(days), status });
    if (!page.events.length) {
      // ok: widened-query — the mirror is asked the same query, with every value the caller chose
      const again = await hazards.list({ category, days: String(days), status });
      return { content: [{ type: "text" as const, text: JSON.stringify({ events: again.events, category, days, status }) }] };
    }
    return { content: [{ type: "text" as const, text: JSON.stringify({ events: page.events, category, days, status }) }] };
  });

  server.tool("natural_events_suggest", "Natural events of a category.", filters, async ({ category, days, status }) => {
    const page = await getEvents({ category, days: String(days), status });
    // ok: widened-query — the wider query is offered, not run
    if (!page.events.length)
      return { content: [{ type: "text" as const, text: JSON.stringify({ events: [], category, days, status, hint: `Nothing for ${category}; call natural_events with a larger days value or the other status.` }) }] };
    return { content: [{ type: "text" as const, text: JSON.stringify({ events: page.events, category, days, status }) }] };
  });

  server.tool(
    "natural_events_paged",
    "Natural events of a category, at most limit of them.",
    { ...filters, limit: z.number() },
    async ({ category, days, status, limit }) => {
      const page = await getEvents({ category, days: String(days), status, limit: String(limit) });
      if (!page.events.length) {
        // ok: widened-query — asked again with every filter the caller chose; only the page size is left to the source, which changes how many hits come back, not which question they answer
        const again = await hazards.list({ category, days: String(days), status });
        return { content: [{ type: "text" as const, text: JSON.stringify({ events: again.events.slice(0, limit), category, days, status }) }] };
      }
      return { content: [{ type: "text" as const, text: JSON.stringify({ events: page.events, category, days, status }) }] };
    },
  );
}
