// fidelity-audit corpus: rule test-cannot-fail (jest-style spec with fixture files), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseLevels, parseStations } from "../parse.js";

// ruleid: test-cannot-fail
const recorded = JSON.parse(readFileSync(path.join(__dirname, "fixtures", "stations.json"), "utf8"));

// Recorded from https://hydro.example.org/api/stations?q=Bern on 2026-10-14.
// ok: test-cannot-fail
const recordedBern = JSON.parse(readFileSync(path.join(__dirname, "fixtures", "stations-bern.json"), "utf8"));

// ok: test-cannot-fail
const levelsCsv = readFileSync(path.join(__dirname, "fixtures", "levels.csv"), "utf8");

// Reference data the server ships itself, not a recording of the upstream.
// ok: test-cannot-fail
const rivers = JSON.parse(readFileSync(path.join(__dirname, "..", "data", "rivers.json"), "utf8")) as { rivers: string[] };

describe("parse", () => {
  test("stations", () => {
    expect(parseStations(recorded).map((s) => s.id)).toEqual(["AAR", "BER"]);
    expect(parseStations(recordedBern).map((s) => s.id)).toEqual(["BER"]);
    expect(parseStations(recorded).every((s) => rivers.rivers.includes(s.river))).toBe(true);
  });
  test("levels", () => {
    expect(parseLevels(levelsCsv).map((l) => l.station)).toEqual(["BER", "BAS"]);
  });
});
