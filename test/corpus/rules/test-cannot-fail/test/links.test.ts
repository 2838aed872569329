// fidelity-audit corpus: rule test-cannot-fail (vitest suite of a deep-link tool: links and their query parameters checked by substring or exactly), modelled on the shapes of public MCP servers for observability deep links (written for this repo, 2026-12-02)
import assert from "node:assert/strict";
import { describe, expect, it } from "vitest";
import { buildTransport, CorsPolicy } from "../src/transport.js";

function traceLink(team: string, trace: string, span?: string): string {
  const url = new URL(`https://ui.tracing.example/${team}/trace`);
  url.searchParams.set("trace_id", trace);
  if (span) url.searchParams.set("span", span);
  return JSON.stringify({ url: url.toString(), team });
}

describe("trace links", () => {
  it("builds the link", () => {
    const text = traceLink("acme", "abc123");
    // ruleid: test-cannot-fail#substring-on-link
    expect(text).toContain("https://ui.tracing.example/acme/trace?trace_id=abc123");
  });

  it("adds the span", () => {
    const text = traceLink("acme", "abc123", "span456");
    // ruleid: test-cannot-fail#substring-on-link
    assert.ok(text.includes("&span=span456"));
  });

  it("adds the span, in an object", () => {
    const parsed = JSON.parse(traceLink("acme", "abc123", "span456"));
    // ruleid: test-cannot-fail#substring-on-link
    expect(parsed).toEqual({ url: expect.stringContaining("?trace_id=abc123"), team: "acme" });
  });

  it("puts the trace into the link", () => {
    const link = JSON.parse(traceLink("acme", "abc123")).url as string;
    // ruleid: test-cannot-fail#substring-on-link
    expect(link).toContain("trace_id=abc123");
  });

  it("builds the link, compared exactly", () => {
    const url = new URL(JSON.parse(traceLink("acme", "abc123", "span456")).url);
    // ok: test-cannot-fail
    expect(url.searchParams.get("span")).toBe("span456");
  });

  it("says where to look", () => {
    const text = "Open https://ui.tracing.example/acme/trace to see the trace";
    // ok: test-cannot-fail — prose with a link in it: a phrase looked for in a sentence
    expect(text).toContain("see the trace");
  });

  it("rejects a bad team", () => {
    try {
      traceLink("", "abc123");
    } catch (e) {
      // ok: test-cannot-fail — a caught error's message is free text
      expect((e as Error).message).toContain("?team=");
    }
  });
});

describe("transport settings", () => {
  it("lists the configured origin", () => {
    const sec = buildTransport("127.0.0.1", 8000, "https://client.example.org");
    // ok: test-cannot-fail — an array of links: toContain is exact membership of one element
    expect(sec.allowedOrigins).toContain("https://client.example.org");
    // ok: test-cannot-fail — includes() on an array: exact membership
    assert.ok(sec.allowedOrigins.includes("https://client.example.org"));
    // ruleid: test-cannot-fail#substring-on-link — the base link is a text: a substring check
    expect(sec.publicBase).toContain("http://127.0.0.1:8000");
  });

  it("lists the origin of a policy", () => {
    const policy = new CorsPolicy("https://client.example.org,https://other.example.org");
    // ok: test-cannot-fail — a readonly array field of a class: exact membership
    expect(policy.origins).toContain("https://other.example.org");
    // ruleid: test-cannot-fail#substring-on-link — the same link looked for in the joined text
    expect(policy.origins.join(",")).toContain("https://other.example.org");
  });
});
