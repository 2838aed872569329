/**
 * Keys the server chose itself (src/model/own-keys.ts, rule 13): the result names of its own SQL and the
 * field lists it sends. Texts written for this test, in the shapes database and spending-search MCP
 * servers send.
 */
import { describe, expect, it } from "vitest";
import { requestNamesKey, sqlResultNames } from "../src/model/own-keys.js";

describe("sqlResultNames", () => {
  it("reads aliases (quoted or bare) and plain columns of every select list, lower-cased; an unnamed expression names nothing", () => {
    const sql = `SELECT relname AS "Table Name", n_live_tup AS LiveRows, s.n_dead_tup, CAST(x AS BIGINT) AS [Size KB], COUNT(*)
                 FROM pg_stat_user_tables s WHERE relname IN (SELECT name FROM t)`;
    expect([...sqlResultNames(sql)].sort()).toEqual(["liverows", "n_dead_tup", "name", "size kb", "table name"]);
  });

  it("reads nothing from a text without a select list, and no names from `SELECT *`", () => {
    expect([...sqlResultNames("UPDATE t SET a = 1")]).toEqual([]);
    expect([...sqlResultNames("SELECT * FROM report_settings")]).toEqual([]);
  });
});

describe("requestNamesKey", () => {
  it("finds a key as a list item, an item of a comma list, or a result name of the request's SQL", () => {
    expect(requestNamesKey("Award ID", ["Award ID", "Recipient Name"], [])).toBe(true);
    expect(requestNamesKey("Action Date", ["Action Date,Federal Action Obligation"], [])).toBe(true);
    expect(requestNamesKey("Live Rows", [], [`SELECT n_live_tup AS "Live Rows" FROM s`])).toBe(true);
  });

  it("does not find a key the request does not name, nor one only in a WHERE clause", () => {
    expect(requestNamesKey("Awarding Agency", ["Award ID"], ["/search/spending_by_award/"])).toBe(false);
    expect(
      requestNamesKey("Page reads/sec", [], ["SELECT counter_name FROM c WHERE counter_name IN ('Page reads/sec')"]),
    ).toBe(false);
  });
});
