// fidelity-audit corpus: rule test-cannot-fail (vitest suite whose network mock is set up once for the file), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { describe, expect, it, vi } from "vitest";
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

// error and advisory messages checked for a phrase, hand-written mocks with counting ids (added 2026-11-30)
describe("messages", () => {
  it("names the missing table in the advisory", async () => {
    const advisory = { message: "Table public.levels has no row level security", code: "rls_disabled" };
    // ok: test-cannot-fail — an identifier looked for inside a sentence
    expect(advisory.message).toContain("public.levels");
    // ok: test-cannot-fail — a message is a sentence: an identifier in it is looked for, not compared as a code
    expect(advisory.message).toContain("RLS_DISABLED");
    // ruleid: test-cannot-fail
    expect(advisory.code).toContain("rls");
  });

  it("rejects an oversized body", async () => {
    // ok: test-cannot-fail — a caught error's message is free text
    await expect(searchStations("x".repeat(10_000))).rejects.toMatchObject({ message: expect.stringContaining("too_long") });
    const body = { error: "Request body too large: 10000 bytes" };
    // ok: test-cannot-fail — a phrase in a sentence field
    expect(body).toMatchObject({ error: expect.stringContaining("Request body too large") });
  });

  it("detects the provider from the answer's shape", () => {
    // ok: test-cannot-fail — hand-written: counting ids, no upstream ever answered this
    const snapshotAnswers = [
      { response: { id: "chatcmpl-123", object: "chat.completion", model: "model-a" }, expected: "a" },
      { response: { id: "msg_456", type: "message", model: "model-b" }, expected: "b" },
    ];
    expect(snapshotAnswers.map((a) => a.expected)).toEqual(["a", "b"]);
  });
});
