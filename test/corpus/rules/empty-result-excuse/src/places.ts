// fidelity-audit corpus: rule empty-result-excuse (excuses worded freely: a hedge attached to a cause, in the empty-outcome sentence or the one after it; English and German), modelled on places-search and schema-sampling MCP servers (written for this repo, 2026-11-30)
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

const PLACES = "https://places.example.org/v1";

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${PLACES}${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return checked(await res.json()) as T;
}

export async function findPlaces(raw: Record<string, unknown>): Promise<CallToolResult> {
  const q = String(raw.q ?? "");
  const data = await get<{ places: string[] }>(`/places?q=${encodeURIComponent(q)}`);
  if (data.places.length === 0) {
    return {
      content: [
        {
          type: "text",
          // ruleid: empty-result-excuse
          text: "No location data was returned. Your plan does not support place search, or the query may be unclear.",
        },
      ],
    };
  }
  return { content: [{ type: "text", text: data.places.join("\n") }] };
}

export async function sampleSchema(raw: Record<string, unknown>): Promise<CallToolResult> {
  const collection = String(raw.collection ?? "");
  const data = await get<{ fields: string[] }>(`/schema/${encodeURIComponent(collection)}`);
  if (data.fields.length === 0) {
    return {
      content: [
        {
          type: "text",
          // ruleid: empty-result-excuse
          text: `Could not deduce the schema of ${collection}. This might be because the collection does not exist or holds no documents.`,
        },
      ],
    };
  }
  if (data.fields.length === 1) {
    // ok: empty-result-excuse
    return { content: [{ type: "text", text: `Only one field was found in ${collection}. You may use sample_documents to see whole documents.` }] };
  }
  return { content: [{ type: "text", text: data.fields.join(", ") }] };
}

export async function orteSuchen(raw: Record<string, unknown>): Promise<CallToolResult> {
  const ort = String(raw.ort ?? "");
  const data = await get<{ orte: string[] }>(`/orte?q=${encodeURIComponent(ort)}`);
  if (data.orte.length === 0) {
    // ruleid: empty-result-excuse
    return { content: [{ type: "text", text: `Zu „${ort}“ wurde nichts gefunden. Das liegt vermutlich daran, dass der Ort anders geschrieben wird.` }] };
  }
  if (data.orte.length > 50) {
    // ok: empty-result-excuse
    return { content: [{ type: "text", text: `Zu viele Orte. Versuche eine Postleitzahl oder einen Kanton, damit die Liste kürzer wird.` }] };
  }
  return { content: [{ type: "text", text: data.orte.join("\n") }] };
}

export async function nearby(raw: Record<string, unknown>): Promise<CallToolResult> {
  const lat = Number(raw.lat);
  const lon = Number(raw.lon);
  const data = await get<{ places: string[] }>(`/nearby?lat=${lat}&lon=${lon}`);
  if (data.places.length === 0) {
    // ok: empty-result-excuse
    return { content: [{ type: "text", text: `No places within 1 km of ${lat},${lon}. Call find_places with a town name, or widen the radius to 5 km.` }] };
  }
  return { content: [{ type: "text", text: data.places.join("\n") }] };
}

export async function getPlace(raw: Record<string, unknown>): Promise<CallToolResult> {
  const id = String(raw.id ?? "");
  const data = await get<{ place?: { name: string } }>(`/places/${encodeURIComponent(id)}`);
  if (!data.place) {
    return {
      content: [
        {
          type: "text",
          // ok: empty-result-excuse
          text: `Place not found: ${id}. The place ID may be wrong or the place does not exist. Use find_places to look the id up.`,
        },
      ],
    };
  }
  if (data.place.name === "") {
    return {
      content: [
        {
          type: "text",
          // ruleid: empty-result-excuse
          text: `Place ${id} was not found by name. The name may be wrong because the registry is probably outdated.`,
        },
      ],
    };
  }
  return { content: [{ type: "text", text: data.place.name }] };
}

/** A body the service marks as failed is an error whose message guesses the cause: the model reads it too (ADJUDICATION.md, rule 4). */
function checked(body: unknown): unknown {
  if (body && typeof body === "object" && "error" in body)
    // ruleid: empty-result-excuse
    throw new Error("The places service returned no data. It is probably empty because the nightly index job may not have finished.");
  return body;
}

/** A batch lookup by ids named by their acronym (GNIDs): "they may be invalid" calls a not-found "wrong", which the rule forbids. */
export async function getPlacesByIds(raw: Record<string, unknown>): Promise<CallToolResult> {
  const ids = Array.isArray(raw.gnids) ? raw.gnids.map(String) : [];
  const data = await get<{ places: string[] }>(`/places/batch?ids=${ids.map(encodeURIComponent).join(",")}`);
  if (data.places.length === 0 && ids.length > 1) {
    return {
      content: [
        {
          type: "text",
          // ruleid: empty-result-excuse
          text: "No places were returned for the submitted GNIDs. They may be invalid, retired, or withdrawn. Use find_places to look the ids up.",
        },
      ],
    };
  }
  if (data.places.length === 0) {
    return {
      content: [
        {
          type: "text",
          // ruleid: empty-result-excuse
          text: "No place was returned for this GNID. It may be invalid, or the gazetteer may be outdated.",
        },
      ],
    };
  }
  return { content: [{ type: "text", text: data.places.join("\n") }] };
}

/** Notes of one place by id, as plain text: a guess about the cause stays a guess even when a next step follows it. */
export async function placeNotes(raw: Record<string, unknown>): Promise<CallToolResult> {
  const id = String(raw.id ?? "");
  const res = await fetch(`${PLACES}/places/${encodeURIComponent(id)}/notes`);
  const notes = await res.text();
  if (!notes) {
    return {
      content: [
        {
          type: "text",
          // ruleid: empty-result-excuse
          text: `Notes not found for this place. This might have happened because you used an invalid place ID. To get a valid place ID, use find_places with the town name.`,
        },
      ],
    };
  }
  return { content: [{ type: "text", text: notes }] };
}
