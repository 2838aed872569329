/**
 * Where findings point and what their messages name, on corpus cases built after reviews of sampled
 * real-code findings (ADJUDICATION.md, "Where a finding points"): exact comparisons on the structured
 * fields and on the words that carry the claim.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { audit } from "../src/audit.js";

const CORPUS = path.join(import.meta.dirname, "corpus");
const run = (dir: string, rule: string) => audit(path.join(CORPUS, dir), { rules: [rule] }).findings;

describe("rule 3: a tool's own catch that answers with a shared helper's text", () => {
  it("points at the tool's return in its catch, once per tool, with the helper's line related", () => {
    const found = run("py/rules/error-texts", "empty-result-next-step").map((f) => ({
      tool: f.tool?.split("@")[0],
      line: f.location.line,
      related: (f.relatedLocations ?? []).map((r) => `${r.id}:${r.location.line}`),
    }));
    // the helper's line named is a failure text ("HTTP-Fehler", :27), not its 404 not-found (:24), which is the
    // source's "nothing there"
    expect(found).toEqual([
      { tool: "get_firm", line: 41, related: ["1:13", "2:39", "4:27"] },
      { tool: "get_person", line: 52, related: ["1:13", "2:50", "4:27"] },
    ]);
  });

  it("words it as an error text without isError, not as a failed request read as nothing found", () => {
    const messages = run("py/rules/error-texts", "empty-result-next-step").map((f) => f.message);
    expect(messages.every((m) => m.includes("as an error text without isError"))).toBe(true);
    expect(messages.some((m) => m.includes("nothing found"))).toBe(false);
  });
});

describe("rule 7: an order the result states is not the order sent upstream", () => {
  it("reports the request's sort, not its echo in the serialised result", () => {
    const lines = run("py/rules/upstream-order", "unstable-order")
      .filter((f) => ["trending_repos", "trending_repos_nested"].includes(f.tool?.split("@")[0] ?? ""))
      .map((f) => `${f.tool?.split("@")[0]} ${f.location.line}`);
    expect(lines).toEqual(["trending_repos 144", "trending_repos_nested 161"]);
  });
});

describe("rule 7: the tool named is the one whose handler reaches the order nearest", () => {
  it("names papers_fs, which calls the class directly, not discover_spaces, which reaches it through a search", () => {
    const found = run("rules/unstable-order", "unstable-order")
      .filter((f) => f.location.file.endsWith("papers-fs.ts"))
      .map((f) => `${f.tool?.split("@")[0]} ${f.location.line} ${/^Tool '([^']+)'/.exec(f.message)?.[1]}`);
    expect(found).toEqual(["papers_fs 23 papers_fs", "papers_fs 34 papers_fs"]);
  });
});

describe("rule 11: what the echo states", () => {
  const findings = run("rules/empty-result-no-echo", "empty-result-no-echo").filter((f) =>
    f.location.file.endsWith("board-queries.ts"),
  );
  it("a value read only in a test that picks a key is not echoed; a table lookup of an argument is", () => {
    expect(findings.map((f) => `${f.tool?.split("@")[0]} ${f.location.line}`)).toEqual([
      "run_board_query 39",
      "count_where_labelled 76",
    ]);
  });
  it("names exactly what the echo holds and what it leaves out", () => {
    expect(findings.map((f) => /\) (echoes .*?|does not say .*?), which went upstream/.exec(f.message)?.[1])).toEqual([
      "echoes 'dataset' but not 'calculations'",
      "echoes 'column', 'value' but not 'dataset', 'op'",
    ]);
  });
});

describe("rule 11: a value printed only inside each row is no echo (review 716-C, R11.7)", () => {
  it("says nothing is echoed when the only mention of an argument is in the per-row formatting", () => {
    const found = run("rules/empty-result-no-echo", "empty-result-no-echo")
      .filter((f) => f.location.file.endsWith("row-fields.ts"))
      .map(
        (f) =>
          `${f.tool?.split("@")[0]} ${/this empty result \(.*?\) (echoes '[^ ]*|does not say)/.exec(f.message)?.[1]}`,
      );
    expect(found).toEqual(["query_records_by_object does not say", "query_records does not say"]);
  });
});

describe("rule 3: the only next step is a constant list of fixed strings (review 716-A, R3.4)", () => {
  it("names the helper's or class method's constant list, not a missing field", () => {
    const found = run("py/rules/none-envelopes", "empty-result-next-step").map(
      (f) =>
        `${f.tool?.split("@")[0]} ${f.messageId ?? "-"} ${/its 'suggestions' is \[one constant list of fixed strings\]/.test(f.message)}`,
    );
    expect(found).toEqual(["parl_votes constant-hint true", "parl_bills constant-hint true"]);
  });
});

describe("rule 14: the message says what the parse does to the cell", () => {
  it("a default applied before Number(): only a missing or empty value becomes 0, other text NaN", () => {
    const f = run("rules/non-number-as-zero", "non-number-as-zero").find(
      (x) => x.location.file.endsWith("awards.ts") && x.location.line === 23,
    );
    expect(f?.message).toBe(
      "Tool 'awards_by_agency': `Number(r.amount || 0)` turns a value of [the upstream answer](1) that is missing or empty (undefined, null, \"\") into 0 (text that holds no number becomes NaN), so it reads as a real 0 and the result does not say how many were. Report it as unknown, or leave it out and say how many were left out.",
    );
  });
  it("Python: a lookup default makes only a missing cell 0, `or 0` an empty one too; 'too low' only for a total", () => {
    const words = run("py/rules/school-stats", "non-number-as-zero")
      .filter((f) => f.location.file.endsWith("server.py"))
      .map((f) => [f.location.line, f.message]);
    const total = ", and a total over them is too low";
    const said = (tool: string, code: string, what: string, sum: string) =>
      `Tool '${tool}': \`${code}\` turns a cell of [the upstream answer](1) that is ${what} into 0 (text that holds no number raises), so it reads as a real 0 and the result does not say how many were${sum}. Report it as unknown, or leave it out and say how many were left out.`;
    expect(words).toEqual([
      [26, said("pupils_total", 'int(r.get("anzahl", 0))', "missing", total)],
      [28, said("pupils_total", 'int(r.get("anzahl") or 0)', 'missing or empty (None, "")', total)],
      [100, said("pupils_in_year", 'int(r.get("anzahl") or 0)', 'missing or empty (None, "")', "")],
    ]);
  });
});

describe("rule 14: a handler around the parse that puts 0 in place of a failed conversion (corpus py dataset-details)", () => {
  it("says missing, empty or not a number becomes 0; without such a handler, that text raises", () => {
    const words = run("py/rules/dataset-details", "non-number-as-zero").map((f) => [f.location.line, f.message]);
    const tail =
      ", so it reads as a real 0 and the result does not say how many were. Report it as unknown, or leave it out and say how many were left out.";
    expect(words).toEqual([
      [
        32,
        `Tool 'commune_numbers': \`int(row.get("BfsCode", "") or 0)\` turns a value of [the upstream answer](1) that is missing, empty or not a number (None, "", "n/a") into 0 (the handler around the parse puts 0 in place of a failed conversion)${tail}`,
      ],
      [
        41,
        `Tool 'commune_numbers_strict': \`int(row.get("BfsCode", "") or 0)\` turns a value of [the upstream answer](1) that is missing or empty (None, "") into 0 (text that holds no number raises)${tail}`,
      ],
    ]);
  });
});

describe("rule 12: the tools named are those whose results show the field", () => {
  it("TS: a record a client class returns is followed to its callers (corpus ambiguous-absence job-runner)", () => {
    const found = run("rules/ambiguous-absence", "ambiguous-absence")
      .filter((f) => f.location.file.endsWith("job-runner.ts"))
      .map((f) => `${f.location.line} ${f.message.slice(0, f.message.indexOf(":"))}`);
    expect(found).toEqual(["20 Tool 'write_statement'", "31 Tool 'submit_statement'"]);
  });
  it("Python: a tool function another tool calls is named first when it builds the record (corpus py dataset-details)", () => {
    const f = run("py/rules/dataset-details", "ambiguous-absence").find((x) => x.location.line === 96);
    expect(f?.message.startsWith("Tool 'dataset_files' (and 1 other tool): field 'format'")).toBe(true);
  });
});

describe("rule 1: a page size filled in names what it counts (review C, R1.6)", () => {
  it("says the caller believes it gets every row, from the argument's description, not every limit", () => {
    const words = run("rules/scope-only-when-set", "scope-only-when-set")
      .filter((f) => f.location.file.endsWith("warehouse/tools.ts") && f.messageId === "hidden-default")
      .map((f) => /believes it gets [^.]*\./.exec(f.message)?.[0]);
    expect(words).toEqual(["believes it gets every row and gets at most 100."]);
  });
});

describe("rule 11: a pagination block in the structured content echoes its offset (review C, R11.3)", () => {
  it("names the offset as echoed and only the type and limit as missing", () => {
    const found = run("py/rules/window-ends", "empty-result-no-echo")
      .filter((f) => f.tool?.split("@")[0] === "rolling_stock")
      .map((f) => / (echoes .*?)\. Add a request echo/.exec(f.message)?.[1]);
    expect(found).toEqual([
      "echoes 'params.offset' but not 'params.limit', 'params.vehicle_type', which went upstream ([the request](5))",
    ]);
  });
});

describe("rules 6, 12, 13: a count behind an object default, a chain of keys, two spellings of a column", () => {
  it("rule 6: a total read behind an envelope default gets the count wording, not the empty-result one", () => {
    const py = run("py/rules/work-records", "silent-envelope-default")
      .filter((f) => f.message.includes("total-results"))
      .map((f) => `${f.location.file.split("/").pop()} ${f.messageId}`);
    expect(py).toEqual(["client.py count-default", "registry.py count-default"]);
    const ts = run("rules/silent-envelope-default", "silent-envelope-default")
      .filter((f) => /works(-client)?\.ts$/.test(f.location.file) && /total/.test(f.message))
      .map((f) => `${f.location.file.split("/").pop()} ${f.messageId}`);
    expect(ts).toEqual(["works-client.ts count-default", "works.ts count-default"]);
  });
  it("rule 12: a fallback chain names every key of the chain", () => {
    const py = run("py/rules/programme-guide", "ambiguous-absence").map(
      (f) => /and when ([^.]*?) from/.exec(f.message)?.[1],
    );
    expect(py).toEqual(["`description` and `lead` are both missing", "`summary`, `teaser` and `lead` are all missing"]);
    const ts = run("rules/ambiguous-absence", "ambiguous-absence")
      .filter((f) => f.location.file.endsWith("db-sources.ts"))
      .map((f) => /and when ([^.]*?) from/.exec(f.message)?.[1]);
    expect(ts).toEqual(["`table_comment` and `obj_description` are both missing"]);
  });
  it("rule 13: a column tried under two spellings is worded as a guess of its spelling", () => {
    const py = run("py/rules/programme-guide", "hardwired-key-spelling").map(
      (f) => /guesses the spelling of one column of rows of .*?, trying ([^.]*)\./.exec(f.message)?.[1],
    );
    expect(py).toEqual(["`Jahr`, then `year`", "`Kanton`, then `canton`"]);
    const ts = run("rules/hardwired-key-spelling", "hardwired-key-spelling")
      .filter((f) => f.location.file.endsWith("animal-health.ts"))
      .map((f) => /trying ([^.]*)\./.exec(f.message)?.[1]);
    expect(ts).toEqual(["`Jahr`, then `year`", "`Kanton`, then `canton`"]);
  });
});
