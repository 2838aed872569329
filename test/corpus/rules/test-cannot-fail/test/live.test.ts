// fidelity-audit corpus: rule test-cannot-fail (a canary against the real upstream, run with LIVE=1), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { describe, expect, it } from "vitest";
import { searchStations } from "../src/client.js";

describe.skipIf(!process.env.LIVE)("live upstream", () => {
  it("finds Bern", async () => {
    const result = await searchStations("Bern");
    expect(result.ids.includes("BER")).toBe(true);
  });
});
