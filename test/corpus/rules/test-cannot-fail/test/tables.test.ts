// fidelity-audit corpus: rule test-cannot-fail (vitest suite feeding table answers and tool-list snapshots), modelled on the shapes of public MCP servers (written for this repo, 2026-11-30)
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { searchStations } from "../src/client.js";

const fetchMock = vi.fn();
vi.stubGlobal("fetch", fetchMock);

// Exported from https://hydro.example.org/api/levels.csv on 2026-10-02 (first rows).
const LEVELS_CSV = `station;date;level
BER;2026-10-02;3.1
BAS;2026-10-02;2.7
THU;2026-10-02;1.8`;

// ok: test-cannot-fail — queries the tests send, not an answer the upstream gave
const SAMPLE_QUERIES = [
  { q: "Bern", kind: "name", limit: 5, lang: "de", exact: true },
  { q: "Basel", kind: "name", limit: 5, lang: "de", exact: true },
  { q: "Thun", kind: "name", limit: 5, lang: "de", exact: false },
  { q: "Aare", kind: "river", limit: 10, lang: "de", exact: false },
  { q: "Rhein", kind: "river", limit: 10, lang: "fr", exact: false },
];

// ok: test-cannot-fail — a snapshot of the server's own tool list, compared exactly
const FROZEN_TOOL_SNAPSHOTS = [
  { name: "search_stations", description: "Search gauge stations by name.", required: ["q"] },
  { name: "get_levels", description: "Latest levels of one station.", required: ["id"] },
];

// ok: test-cannot-fail — hand-written page with placeholder hosts
const page = readFileSync("test/fixtures/results-page.html", "utf8");

describe("levels table", () => {
  it("shows Bern's level", async () => {
    fetchMock.mockResolvedValue(new Response(LEVELS_CSV));
    const text = JSON.stringify(await searchStations("Bern"));
    // ruleid: test-cannot-fail
    expect(text).toContain("BER");
    expect(text).toContain("3.1");
  });

  it("shows Bern's whole row", async () => {
    fetchMock.mockResolvedValue(new Response(LEVELS_CSV));
    const text = JSON.stringify(await searchStations("Bern"));
    // ok: test-cannot-fail — the row is compared column by column as well
    expect(text).toContain("BER");
    expect(text.split("\n")[0]).toBe("BER;2026-10-02;3.1");
  });

  it("sends every sample query", async () => {
    fetchMock.mockResolvedValue(new Response(page));
    for (const s of SAMPLE_QUERIES) await searchStations(s.q);
    expect(fetchMock.mock.calls.length).toBe(SAMPLE_QUERIES.length);
    expect(FROZEN_TOOL_SNAPSHOTS.map((t) => t.name)).toEqual(["search_stations", "get_levels"]);
  });
});
