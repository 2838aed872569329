// Tests of the order clauses read from query texts (src/model/order-clauses.ts), used by both front ends' upstream
// orders (rule 7). Query texts written for this repo in the shapes servers send (SQL, SOQL, piped DQL, Dataview).
import { describe, expect, it } from "vitest";
import { orderClauseAt, orderClauseKeys, uniqueByConstruction } from "../src/model/order-clauses.js";

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

describe("an order unique by construction", () => {
  it("groups by the order key: one row per key", () => {
    expect(uniqueByConstruction(["SELECT year, COUNT(*) FROM b GROUP BY year ORDER BY year LIMIT 10"], ["year"])).toBe(
      true,
    );
    expect(uniqueByConstruction(["SELECT b.year, n FROM b GROUP BY b.year, n ORDER BY b.year, n"], ["year", "n"])).toBe(
      true,
    );
    // look-alike: grouped by more columns than the order names, so rows tie on the order key
    expect(
      uniqueByConstruction(["SELECT year, kind FROM b GROUP BY year, kind ORDER BY year LIMIT 10"], ["year"]),
    ).toBe(false);
    // look-alike: no grouping at all
    expect(uniqueByConstruction(["SELECT year FROM b ORDER BY year LIMIT 10"], ["year"])).toBe(false);
  });

  it("orders a catalogue relation by the rest of its key, the other columns fixed by an equality", () => {
    const tables =
      "SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE' ORDER BY table_name";
    expect(uniqueByConstruction([tables], ["table_name"])).toBe(true);
    expect(
      uniqueByConstruction(
        ["SELECT SCHEMA_NAME FROM INFORMATION_SCHEMA.SCHEMATA ORDER BY SCHEMA_NAME"],
        ["SCHEMA_NAME"],
      ),
    ).toBe(true);
    expect(
      uniqueByConstruction(
        [
          "SELECT c.column_name FROM information_schema.columns c LEFT JOIN pg_description d ON d.objsubid = c.ordinal_position WHERE c.table_schema = ? AND c.table_name = ? ORDER BY c.ordinal_position",
        ],
        ["ordinal_position"],
      ),
    ).toBe(true);
    // every way an interpolated WHERE can be written fixes the schema
    expect(
      uniqueByConstruction(
        [
          "SELECT TABLE_NAME FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME",
          "SELECT TABLE_NAME FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = DATABASE() ORDER BY TABLE_NAME",
        ],
        ["TABLE_NAME"],
      ),
    ).toBe(true);
  });

  it("does not take a catalogue order for unique when a key column is free, joined, or-ed, or not known", () => {
    // table names tie across schemas
    expect(
      uniqueByConstruction(["SELECT table_name FROM information_schema.tables ORDER BY table_name"], ["table_name"]),
    ).toBe(false);
    // one of the ways leaves the schema open
    expect(
      uniqueByConstruction(
        [
          "SELECT table_name FROM information_schema.tables WHERE table_schema = ? ORDER BY table_name",
          "SELECT table_name FROM information_schema.tables ORDER BY table_name",
        ],
        ["table_name"],
      ),
    ).toBe(false);
    expect(
      uniqueByConstruction(
        [
          "SELECT table_name FROM information_schema.tables WHERE table_schema = ? OR table_schema = ? ORDER BY table_name",
        ],
        ["table_name"],
      ),
    ).toBe(false);
    expect(
      uniqueByConstruction(
        [
          "SELECT t.table_name FROM information_schema.tables t JOIN information_schema.columns c ON c.table_name = t.table_name WHERE t.table_schema = ? ORDER BY t.table_name",
        ],
        ["table_name"],
      ),
    ).toBe(false);
    // routine names tie (overloads): the routine key is its specific name
    expect(
      uniqueByConstruction(
        ["SELECT routine_name FROM information_schema.routines WHERE routine_schema = $1 ORDER BY routine_name"],
        ["routine_name"],
      ),
    ).toBe(false);
    // a relation of the server's own: unknown
    expect(uniqueByConstruction(["SELECT name FROM releases WHERE agency = ? ORDER BY name LIMIT 5"], ["name"])).toBe(
      false,
    );
    expect(uniqueByConstruction([], ["name"])).toBe(false);
  });
});

describe("an order the caller picks from an enum (corpus unstable-order, catalogue-tools.ts)", () => {
  it("shows the values as the schema spells them and names each key once, whatever its direction", async () => {
    const { audit } = await import("../src/audit.js");
    const dir = new URL("./corpus/rules/unstable-order", import.meta.url).pathname;
    const f = audit(dir, { rules: ["unstable-order"] }).findings.find((x) => x.tool?.startsWith("label_artists@"));
    expect(f?.message.match(/\(sort: [^)]*\)|tie on the keys it allows \([^)]*\)/g)).toEqual([
      "(sort: one of name, -name, added)",
      "tie on the keys it allows (`name`, `added`)",
    ]);
  });
});
