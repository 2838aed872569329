// fidelity-audit corpus: rule test-cannot-fail (vitest suite with the network mocked), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { beforeEach, describe, expect, it, vi } from "vitest";
import { searchStations } from "../src/client.js";
import { stationsNamed } from "./stations-helper.js";

const fetchMock = vi.fn();
vi.stubGlobal("fetch", fetchMock);

function answer(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200 });
}

// Hand-built stations in name order, not a recording.
// ok: test-cannot-fail — says it is hand-built
const SORTED = [
  { id: "AAR", name: "Aarau", river: "Aare" },
  { id: "BAS", name: "Basel", river: "Rhein" },
  { id: "CHU", name: "Chur", river: "Rhein" },
];

// ruleid: test-cannot-fail
const PLACEHOLDER_PAGE = {
  stations: [
    { id: "S1", name: "Station One", url: "https://example.org/s1" },
    { id: "S2", name: "Station Two", url: "https://example.org/s2" },
    { id: "S3", name: "Station Three", url: "https://example.org/s3" },
  ],
};

// ruleid: test-cannot-fail
const STATIONS_XML = `<?xml version="1.0"?>
<stations>
  <station id="BER">Bern</station>
</stations>`;

describe("search_stations", () => {
  beforeEach(() => fetchMock.mockReset());

  it("reports an ok status for a hit", async () => {
    fetchMock.mockResolvedValue(answer({ stations: [{ id: "BER", name: "Bern", river: "Aare" }] }));
    const result = await searchStations("Bern");
    // ruleid: test-cannot-fail
    expect(result.status).toContain("ok");
    // ok: test-cannot-fail
    expect(result.status).toBe("ok");
    // ok: test-cannot-fail
    expect(result.ids).toContain("BER");
    // ok: test-cannot-fail
    expect(JSON.stringify(result.stations)).toContain("Bern");
    // ruleid: test-cannot-fail
    expect(result.match_type).toMatch("exact");
    // ok: test-cannot-fail
    expect(result.match_type).toMatch(/^exact$/);
    // ruleid: test-cannot-fail
    expect(result).toMatchObject({ status: expect.stringContaining("ok") });
    // ok: test-cannot-fail
    expect(result).toMatchObject({ status: "ok" });
  });

  it("says why nothing was found", async () => {
    fetchMock.mockResolvedValue(answer({ stations: [] }));
    const result = (await searchStations("Xyz")) as Awaited<ReturnType<typeof searchStations>> & { code?: string; message?: string };
    // ruleid: test-cannot-fail
    expect(result.code).toContain("NO_MATCH");
    // ok: test-cannot-fail
    expect(result.message).toContain("no station matches");
    const headers = { contentType: fetchMock.mock.calls.length ? "application/json; charset=utf-8" : "" };
    // ok: test-cannot-fail
    expect(headers.contentType).toContain("application/json");
    // ok: test-cannot-fail — an environment-variable name looked for in an error sentence
    expect(result.message).toContain("SEARCH_API_URL");
    await expect(searchStations("")).rejects.toThrow();
  });

  // ruleid: test-cannot-fail
  it("returns stations sorted by name", async () => {
    fetchMock.mockResolvedValue(answer({ stations: SORTED.map((s) => ({ ...s })) }));
    fetchMock.mockResolvedValueOnce(answer({ stations: [SORTED[0], SORTED[1], SORTED[2]] }));
    const result = await searchStations("a");
    expect(result.ids).toEqual(["AAR", "BAS", "CHU"]);
  });

  // ok: test-cannot-fail — about the sort parameter the request carries, not the order of a result
  it("passes the sort parameter on to the upstream request", async () => {
    fetchMock.mockResolvedValue(answer({ stations: [SORTED[0], SORTED[1]] }));
    await searchStations("a");
    expect(String(fetchMock.mock.calls[0]![0])).toContain("sort=name");
  });

  // ok: test-cannot-fail
  it("returns stations sorted by name whatever order the upstream sends", async () => {
    fetchMock.mockResolvedValue(answer({ stations: [...SORTED].reverse() }));
    const result = await searchStations("a");
    expect(result.ids).toEqual(["AAR", "BAS", "CHU"]);
  });

  // ok: test-cannot-fail — the mock answers in another order than the one expected: the order is the server's
  it("returns stations sorted by name from an unsorted answer", async () => {
    fetchMock.mockResolvedValue(
      answer({ stations: [{ id: "CHU", name: "Chur" }, { id: "AAR", name: "Aarau" }, { id: "BAS", name: "Basel" }] }),
    );
    const result = await searchStations("a");
    expect(result.ids).toEqual(["AAR", "BAS", "CHU"]);
  });

  // ok: test-cannot-fail — asserts the sort handed to the request; feeding another order would test nothing the server does
  it("supports sorting results", async () => {
    const search = vi.fn().mockResolvedValue({ stations: [{ id: "AAR" }, { id: "BAS" }] });
    const result = await search("a", { sort: { field: "name", order: "asc" } });
    expect(search).toHaveBeenCalledWith("a", expect.objectContaining({ sort: { field: "name", order: "asc" } }));
    expect(result.stations[0]).toEqual({ id: "AAR" });
  });

  // ruleid: test-cannot-fail
  it("returns stations sorted by name again", async () => {
    fetchMock.mockResolvedValue(
      answer({ stations: [{ id: "AAR", name: "Aarau" }, { id: "BAS", name: "Basel" }, { id: "CHU", name: "Chur" }] }),
    );
    const result = await searchStations("a");
    expect(result.ids).toEqual(["AAR", "BAS", "CHU"]);
  });

  // ok: test-cannot-fail — the answer is built in the test and handed to the mock by name, in another order than expected
  it("returns stations sorted by name from a local unsorted answer", async () => {
    const unsorted = { stations: [{ id: "CHU", name: "Chur" }, { id: "AAR", name: "Aarau" }, { id: "BAS", name: "Basel" }] };
    fetchMock.mockResolvedValue(answer(unsorted));
    const result = await searchStations("a");
    expect(result.ids).toEqual(["AAR", "BAS", "CHU"]);
  });

  // ruleid: test-cannot-fail
  it("returns stations sorted by name from a local sorted answer", async () => {
    const sorted = { stations: [{ id: "AAR", name: "Aarau" }, { id: "BAS", name: "Basel" }, { id: "CHU", name: "Chur" }] };
    fetchMock.mockResolvedValue(answer(sorted));
    const result = await searchStations("a");
    expect(result.ids).toEqual(["AAR", "BAS", "CHU"]);
  });

  // ok: test-cannot-fail — the station expected first is not first in the answer the test builds
  it("ranking puts the station named first by name first", async () => {
    const page = { stations: [{ id: "CHU", name: "Chur" }, { id: "AAR", name: "Aarau" }] };
    fetchMock.mockResolvedValue(answer(page));
    const result = await searchStations("a");
    expect(result.stations[0]!.name).toBe("Aarau");
  });

  // ruleid: test-cannot-fail
  it("ranking puts the station named first by name first again", async () => {
    const page = { stations: [{ id: "AAR", name: "Aarau" }, { id: "CHU", name: "Chur" }] };
    fetchMock.mockResolvedValue(answer(page));
    const result = await searchStations("a");
    expect(result.stations[0]!.name).toBe("Aarau");
  });

  it("answers a placeholder page", async () => {
    fetchMock.mockResolvedValue(answer(PLACEHOLDER_PAGE));
    fetchMock.mockResolvedValueOnce(new Response(STATIONS_XML));
    expect((await searchStations("a")).status).toBe("ok");
  });

  // ok: test-cannot-fail — the answer is generated in a loop: the order the test expects is not visible in it
  it("ranking stations by name from a generated answer", async () => {
    const stations = Array.from({ length: 5 }, (_, i) => ({ id: `S${i}`, name: `Station ${4 - i}` }));
    fetchMock.mockResolvedValue(answer({ stations, groups: [{ id: "G1" }] }));
    const result = await searchStations("a");
    expect(result.stations[0]!.name).toBe("Station 0");
  });

  // ok: test-cannot-fail — the answer is built by a helper in another file: its order is not visible here
  it("ranking stations by name from a helper-built answer", async () => {
    fetchMock.mockResolvedValue(answer({ stations: [...stationsNamed("Chur", "Aarau", "Basel")] }));
    const result = await searchStations("a");
    expect(result.ids).toEqual(["AAR", "BAS", "CHU"]);
  });
});
