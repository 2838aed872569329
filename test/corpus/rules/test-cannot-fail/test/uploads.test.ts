// fidelity-audit corpus: rule test-cannot-fail (vitest suite that replaces the storage client's upload with a spy), modelled on the shapes of public cloud-storage MCP servers (written for this repo, 2026-12-04)
import { describe, expect, it, vi } from "vitest";
import * as client from "../src/client.js";

// no request leaves this file: every answer below is a spy's
vi.stubGlobal("fetch", vi.fn());

describe("upload answers built inside a mock", () => {
  it("keeps the size of an answer whose origin nobody wrote down", async () => {
    // replaces searchStations for this test
    const spy = vi.spyOn(client, "searchStations").mockImplementation(async (q) => {
      // ruleid: test-cannot-fail
      const answer = {
        status: "ok" as const,
        stations: [{ id: "AAR", name: q, river: "Aare", lat: 47.39, lon: 8.04 }],
        ids: ["AAR"],
        match_type: "exact" as const,
      };
      return answer;
    });
    expect((await client.searchStations("Aarau")).ids).toEqual(["AAR"]);
    spy.mockRestore();
  });

  it("keeps the size of a custom answer the comment above the mock owns up to", async () => {
    // a custom implementation that returns a made-for-this-test answer
    const spy = vi.spyOn(client, "searchStations").mockImplementation(async (q) => {
      // ok: test-cannot-fail — the comment above the spy says the answer is custom-built
      const answer = {
        status: "ok" as const,
        stations: [{ id: "AAR", name: q, river: "Aare", lat: 47.39, lon: 8.04 }],
        ids: ["AAR"],
        match_type: "exact" as const,
      };
      return answer;
    });
    expect((await client.searchStations("Aarau")).ids).toEqual(["AAR"]);
    spy.mockRestore();
  });

  it("keeps a simulated answer handed to a function-expression mock", async () => {
    // simulated upstream answer for the Basel station
    const fake = vi.fn(function () {
      // ok: test-cannot-fail — "simulated" in the comment above the mock
      const reply = {
        status: "ok" as const,
        stations: [{ id: "BAS", name: "Basel", river: "Rhein", lat: 47.56, lon: 7.59 }],
        ids: ["BAS"],
        match_type: "exact" as const,
      };
      return reply;
    });
    expect(fake().ids).toEqual(["BAS"]);
  });

  it("keeps an answer handed to a function-expression mock with only a remark on what it does", async () => {
    // returns one station
    const fake = vi.fn(function () {
      // ruleid: test-cannot-fail
      const reply = {
        status: "ok" as const,
        stations: [{ id: "BAS", name: "Basel", river: "Rhein", lat: 47.56, lon: 7.59 }],
        ids: ["BAS"],
        match_type: "exact" as const,
      };
      return reply;
    });
    expect(fake().ids).toEqual(["BAS"]);
  });
});
