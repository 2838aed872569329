// fidelity-audit corpus: rule test-cannot-fail (vitest suite whose network mock is set up once for the file), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { expect, it, vi } from "vitest";
import { searchStations } from "../src/client.js";

// one hand-written answer for every test in this file
vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response(JSON.stringify({ stations: [{ id: "AAR", name: "Aarau" }, { id: "BAS", name: "Basel" }] }))));

// ok: test-cannot-fail — "stable" as in released; nothing here depends on an order
it("is stable by default", () => {
  expect((searchStations as { experimental?: boolean }).experimental).toBeUndefined();
});

// ruleid: test-cannot-fail
it("lists stations in a stable order", async () => {
  const result = await searchStations("a");
  expect(result.ids).toEqual(["AAR", "BAS"]);
});
