// Tests of the order clauses read from query texts (src/model/order-clauses.ts), used by both front ends' upstream
// orders (rule 7). Query texts written for this repo in the shapes servers send (SQL, SOQL, piped DQL, Dataview).
import { describe, expect, it } from "vitest";
import { orderClauseAt, orderClauseKeys } from "../src/model/order-clauses.js";

describe("order clauses of a query text", () => {
  it("reads SQL's ORDER BY keys up to LIMIT, without their table qualifier", () => {
    expect(orderClauseKeys("SELECT * FROM releases r WHERE agency = ? ORDER BY r.date DESC, r.id LIMIT 50")).toEqual({
      keys: ["date", "id"],
      code: "ORDER BY r.date DESC, r.id",
      index: 42,
    });
  });

  it("ends the clause with its line, unless the line ends in a comma and the key list goes on", () => {
    expect(orderClauseKeys("SELECT id FROM t\nORDER BY created_at DESC\nLIMIT 10")?.keys).toEqual(["created_at"]);
    expect(orderClauseKeys("SELECT id FROM t\nORDER BY created_at DESC\n")?.keys).toEqual(["created_at"]);
    expect(orderClauseKeys("SELECT id FROM t ORDER BY created_at DESC,\n  id ASC\nLIMIT 10")?.keys).toEqual([
      "created_at",
      "id",
    ]);
    // a template whose next line is an interpolated paging clause (marked `…` or `${…}` by the front end)
    expect(orderClauseKeys("SELECT id FROM t ORDER BY date DESC\n…")?.keys).toEqual(["date"]);
    expect(orderClauseKeys("SELECT id FROM t ORDER BY date DESC\n${…}")?.keys).toEqual(["date"]);
  });

  it("reads SPARQL's ORDER BY: variables bare or in DESC(…)/ASC(…), the second key not lost at the first parenthesis", () => {
    expect(
      orderClauseKeys("SELECT ?period ?code ?value WHERE { ?obs ?p ?o } ORDER BY DESC(?period) ?code LIMIT 100"),
    ).toEqual({ keys: ["period", "code"], code: "ORDER BY DESC(?period) ?code", index: 49 });
    expect(orderClauseKeys("SELECT ?s WHERE { ?s ?p ?o }\nORDER BY ASC( ?label )\nLIMIT 10")?.keys).toEqual(["label"]);
    // look-alike: a SQL key list is still read as SQL, and a JDBC placeholder is no SPARQL variable
    expect(orderClauseKeys("SELECT a FROM t ORDER BY a DESC, b LIMIT 5")?.keys).toEqual(["a", "b"]);
    expect(orderClauseKeys("SELECT a FROM t ORDER BY ? DESC LIMIT 5")?.keys).toEqual(["?"]);
  });

  it("reads a piped sort stage and Dataview's SORT", () => {
    expect(orderClauseKeys("fetch events | sort event.start desc, event.id asc | limit 20")?.keys).toEqual([
      "start",
      "id",
    ]);
    expect(orderClauseKeys("TABLE file.mtime FROM #note SORT file.mtime DESC")?.keys).toEqual(["mtime"]);
  });

  it("names no key for an interpolated key, but reads a literal key with an interpolated direction", () => {
    expect(orderClauseKeys("SELECT * FROM t ORDER BY ${…} DESC LIMIT 5")).toBeUndefined();
    expect(orderClauseKeys("SELECT * FROM t ORDER BY … LIMIT 5")).toBeUndefined();
    expect(orderClauseKeys("SELECT * FROM t ORDER BY date, ${…} LIMIT 5")).toBeUndefined();
    expect(orderClauseKeys("SELECT * FROM t ORDER BY date ${…} LIMIT 5")?.keys).toEqual(["date"]);
  });

  it("finds no clause in a text without one, and says where a clause starts", () => {
    expect(orderClauseKeys("SELECT * FROM t LIMIT 5")).toBeUndefined();
    expect(orderClauseKeys("sort the results by date")).toBeUndefined();
    expect(orderClauseAt("`SELECT * FROM t ORDER BY ${col}`")).toBe(17);
    expect(orderClauseAt("SELECT 1")).toBeUndefined();
  });
});
