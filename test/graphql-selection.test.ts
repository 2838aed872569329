/**
 * The selection set read from a GraphQL document's text (src/model/graphql.ts): which response keys a
 * request names. Documents written for this test, in the shapes code-hosting MCP servers send.
 */
import { describe, expect, it } from "vitest";
import { parseGraphqlSelection, type Selection, selectsPath } from "../src/model/graphql.js";

/** The selection as nested plain objects (`*` for a field name built in code). */
function tree(s: Selection): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of [...s.fields].sort(([a], [b]) => (a < b ? -1 : 1))) out[k] = tree(v);
  if (s.any) out["*"] = tree(s.any);
  return out;
}

describe("parseGraphqlSelection", () => {
  it("reads fields, aliases, arguments, directives and inline fragments", () => {
    const s = parseGraphqlSelection(`
      # the labels of a project
      query Labels($path: ID!, $first: Int = 20) {
        project(fullPath: $path) @include(if: true) {
          open: issues(state: opened, search: "a } b") { count }
          labels(first: $first) { nodes { title ... on ProjectLabel { color } } }
        }
      }`);
    expect(s && tree(s)).toEqual({
      project: { labels: { nodes: { color: {}, title: {} } }, open: { count: {} } },
    });
  });

  it("merges named fragments defined beside the operation, and mutations", () => {
    const s = parseGraphqlSelection(`mutation($input: NoteInput!) {
        createNote(input: $input) { note { ...NoteFields } errors }
      }
      fragment NoteFields on Note { id body author { username } }`);
    expect(s && tree(s)).toEqual({
      createNote: { errors: {}, note: { author: { username: {} }, body: {}, id: {} } },
    });
  });

  it("takes a field name built in code (folded to `${…}`) as any key", () => {
    const s = parseGraphqlSelection("query($path: ID!) { ${…}(fullPath: $path) { workItems { nodes { id } } } }");
    expect(s && tree(s)).toEqual({ "*": { workItems: { nodes: { id: {} } } } });
  });

  it("is undefined for text that is not a GraphQL document", () => {
    expect([
      parseGraphqlSelection("rust async runtime"),
      parseGraphqlSelection('{"query": "x"}'),
      parseGraphqlSelection("query { unclosed { a }"),
      parseGraphqlSelection("SELECT id FROM issues"),
    ]).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe("selectsPath", () => {
  const s = parseGraphqlSelection("{ project(fullPath: $p) { labels { nodes { title } } pageInfo: info { end } } }")!;
  it("steps over the response envelope's `data` and follows the selection", () => {
    expect([
      selectsPath(s, ["data", "project", "labels", "nodes"]),
      selectsPath(s, ["project", "pageInfo", "end"]),
      selectsPath(s, ["data", "project", "milestones", "nodes"]),
      selectsPath(s, ["data", "project", "info"]),
      selectsPath(s, ["data"]),
      selectsPath(s, []),
    ]).toEqual([true, true, false, false, false, false]);
  });
});
