// fidelity-audit corpus: registration style wrapper-helper (upstream client using ky), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import ky from "ky";

export const api = ky.create({
  prefixUrl: process.env.HYDRO_API_URL ?? "https://hydrodata.example/api/v1",
  timeout: 15_000,
  headers: { Accept: "application/json" },
});

export interface Station {
  id: string;
  name: string;
  river: string;
  canton: string;
}

export async function searchStations(query: string, limit: number) {
  return api.get("stations", { searchParams: { q: query, limit, sort: "id" } }).json<{ total: number; stations: Station[] }>();
}

export async function searchDatasets(query: string, limit: number) {
  return api.get("datasets", { searchParams: { q: query, limit, sort: "identifier" } }).json<unknown>();
}

export async function getStation(id: string) {
  return api.get(`stations/${encodeURIComponent(id)}`).json<Station>();
}

export async function getMeasurements(stationId: string, parameter: string, days: number) {
  return api
    .get(`stations/${encodeURIComponent(stationId)}/measurements`, {
      searchParams: { parameter, days },
    })
    .json<unknown>();
}
