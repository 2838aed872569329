// fidelity-audit corpus: rule test-cannot-fail (node:test suite with inline recordings), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import assert from "node:assert/strict";
import { test } from "node:test";
import { parseLevels, parseStations } from "../src/parse.js";

// ruleid: test-cannot-fail
const RECORDED_LEVELS = `station;date;level
BER;2026-10-01;3.2
BAS;2026-10-01;2.9
CHU;2026-10-01;1.1`;

// Exported from https://hydro.example.org/api/levels.csv on 2026-10-02 (first three rows).
// ok: test-cannot-fail
const EXPORTED_LEVELS = `station;date;level
AAR;2026-10-02;2.4
BER;2026-10-02;3.1
THU;2026-10-02;1.8`;

// ok: test-cannot-fail
const tinyAnswer = { stations: [{ id: "BER", name: "Bern", river: "Aare" }] };

// ruleid: test-cannot-fail
const recordedStations = {
  stations: [
    { id: "AAR", name: "Aarau", river: "Aare", lat: 47.39, lon: 8.04 },
    { id: "BAS", name: "Basel", river: "Rhein", lat: 47.56, lon: 7.59 },
    { id: "CHU", name: "Chur", river: "Rhein", lat: 46.85, lon: 9.53 },
  ],
};

// A hand-written answer with placeholder hosts: synthetic, not a recording.
// ok: test-cannot-fail
const upstreamResponse = {
  stations: [
    { id: "S1", name: "Station One", river: "River A", url: "https://example.org/s1", lat: 1, lon: 1 },
    { id: "S2", name: "Station Two", river: "River A", url: "https://example.org/s2", lat: 2, lon: 2 },
    { id: "S3", name: "Station Three", river: "River B", url: "https://example.org/s3", lat: 3, lon: 3 },
    { id: "S4", name: "Station Four", river: "River B", url: "https://example.org/s4", lat: 4, lon: 4 },
  ],
};

test("parses recorded levels", () => {
  const levels = parseLevels(RECORDED_LEVELS);
  assert.deepStrictEqual(levels.map((l) => l.station), ["BER", "BAS", "CHU"]);
  assert.equal(parseLevels(EXPORTED_LEVELS).length, 3);
});

test("parses a station answer", () => {
  assert.equal(parseStations(tinyAnswer)[0]!.id, "BER");
  const parsed = { status: String(parseStations(recordedStations).length === parseStations(upstreamResponse).length - 1 ? 200 : 500) };
  // ruleid: test-cannot-fail
  assert.ok(parsed.status.startsWith("2"));
  // ok: test-cannot-fail
  assert.strictEqual(parsed.status, "200");
});
