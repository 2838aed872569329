// fidelity-audit corpus: rule test-cannot-fail (mocha + chai suite), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { expect } from "chai";
import { parseStations } from "../src/parse.js";

describe("parseStations", () => {
  it("keeps the station state", () => {
    const [station] = parseStations({ stations: [{ id: "BER", name: "Bern", river: "Aare", state: "active" }] }) as { state?: string }[];
    // ruleid: test-cannot-fail
    expect(station!.state).to.include("active");
    // ok: test-cannot-fail
    expect(station!.state).to.equal("active");
  });

  it("rejects an answer without stations", () => {
    try {
      parseStations({ items: [] });
    } catch (e) {
      // ok: test-cannot-fail
      expect((e as Error).message.startsWith("unexpected answer")).to.equal(true);
    }
  });
});
