/**
 * What the dataflow engine puts into the server model, read on the bundled example and the rule
 * corpora (written for this repository, 2026-11-29): request parts, keyed writes, cut-down terms,
 * the empty-result path, restricting literals and the arguments a handler reads.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { audit } from "../src/audit.js";

const root = path.join(import.meta.dirname, "..");
const models = new Map<string, ReturnType<typeof audit>["model"]>();
/** One audit per project for the whole file: the model is read, never changed. */
const model = (dir: string) => {
  if (!models.has(dir)) models.set(dir, audit(path.join(root, dir), { rules: [] }).model);
  return models.get(dir)!;
};
const short = (id: string) => id.split("@")[0];

describe("dataflow engine", () => {
  it("tells the caller's subset of a flag group from values, with the request part", () => {
    const m = model("examples/termdat-server");
    const flows = m.flows
      .filter((f) => short(f.tool) === "search_terms")
      .map((f) => ({
        param: f.param,
        kind: f.kind,
        part: f.part,
        keyed: f.keyed?.pattern,
        keyedAt: f.keyed ? `${f.keyed.location.file}:${f.keyed.location.line}` : undefined,
      }));
    expect(flows).toEqual([
      { param: "classification_ids", kind: "guarded-write", part: "query", keyed: undefined, keyedAt: undefined },
      { param: "classification_ids", kind: "value", part: "query", keyed: undefined, keyedAt: undefined },
      { param: "fields", kind: "keyed-write", part: "query", keyed: "Field.${…}", keyedAt: "src/client/search.ts:24" },
      { param: "language", kind: "value", part: "query", keyed: undefined, keyedAt: undefined },
      { param: "limit", kind: "value", part: "query", keyed: undefined, keyedAt: undefined },
      { param: "term", kind: "value", part: "query", keyed: undefined, keyedAt: undefined },
    ]);
    expect(m.flows.filter((f) => short(f.tool) === "get_entry").map((f) => [f.param, f.part])).toEqual([
      ["id", "url"],
      ["language", "query"],
    ]);
  });

  it("puts what follows the `?` of a URL template into the query, and the rest into the URL", () => {
    const m = model("test/corpus/rules/scope-only-when-set");
    expect(
      m.flows
        .filter((f) => short(f.tool) === "browse_classification")
        .map((f) => [f.param, f.kind, f.upstreamCall.split("@")[1], f.part]),
    ).toEqual([
      ["classification_id", "value", "src/client/termdb.ts:56:21", "url"],
      ["classification_id", "guarded-write", "src/client/termdb.ts:62:21", "query"],
      ["classification_id", "value", "src/client/termdb.ts:62:21", "query"],
      ["language", "value", "src/client/termdb.ts:62:21", "query"],
      ["subclass_ids", "value", "src/client/termdb.ts:62:21", "query"],
    ]);
  });

  it("drops a keyed write when the whole constant group is written under the same key pattern", () => {
    const m = model("test/corpus/rules/partial-param-group");
    expect(
      m.flows.filter((f) => f.kind === "keyed-write").map((f) => `${short(f.tool)} ${f.param} ${f.keyed?.pattern}`),
    ).toEqual([
      "facet_search facets facet.${…}",
      // two keyed writes the rule does not count as a switch group (the analyzer's reading): a value with spaces, numbered entries
      "find_studies age AREA[MinimumAge]RANGE[MIN, ${…} years]",
      "get_person include include_${…}",
      "query_datastore conditions conditions[${…}][operator]",
      // constant keys written only when the caller's list names them (a yes/no switch under a constant key is none)
      "search_documents sections include_notes",
      "search_documents sections include_links",
      "search_records fields Field.${…}",
    ]);
  });

  it("records which arguments a handler reads, reading an output-only argument as read", () => {
    const m = model("test/corpus/rules/partial-param-group");
    expect(m.tools.map((t) => [t.name, t.readParams])).toEqual([
      // `overwrite` nowhere; `op`, a required single-value discriminator, nowhere either
      ["add_release_file", ["release", "source"]],
      // read inside a per-record closure kept in a const and handed to a batch helper; `dryRun` nowhere
      ["annotate_records", ["ids", "language", "note"]],
      // its arguments arrive in `call.input` (the request object reads none of the schema's fields itself)
      ["app_details", ["appId"]],
      ["count_records", ["q"]],
      ["create_list", ["name"]],
      ["facet_search", ["facets", "query"]],
      // the older server's tool of the same name: its type guard and logger read no value
      ["facet_search", ["term"]],
      ["find_studies", ["age", "sex"]],
      ["get_authority", ["fields", "id"]],
      ["get_entry", ["fields", "id"]],
      ["get_person", ["id", "include"]],
      // a command line parsed into an options map the server reads by name
      ["hub_ls", ["command"]],
      ["hub_tree", ["command"]],
      ["list_documents", ["corrections"]],
      ["list_tickets", ["assignees", "labels"]],
      ["query_datastore", ["conditions", "table"]],
      ["search_apps", ["limit", "search"]],
      ["search_documents", ["keyword", "sections", "significant"]],
      ["search_records", ["fields", "filters", "format", "q"]],
      // destructured, `mode` under another name, read inside the callback; `notify` nowhere
      ["tag_records", ["ids", "mode", "tags"]],
    ]);
  });

  it("follows a function literal handed to a library (a retry wrapper) into the request", () => {
    const m = model("test/corpus/rules/partial-param-group");
    expect(m.flows.filter((f) => short(f.tool) === "count_records").map((f) => [f.param, f.kind, f.part])).toEqual([
      ["q", "value", "query"],
    ]);
  });

  it("marks cut-down terms and calls on the empty-result path, and leaves the first query plain", () => {
    const m = model("test/corpus/rules/widened-query");
    const flows = m.flows
      .filter((f) => short(f.tool) === "search_archive" || short(f.tool) === "search_archive_exact")
      .map((f) => ({
        tool: short(f.tool),
        derived: f.derived?.how,
        inLoop: f.derived?.inLoop ?? false,
        empty: f.emptyPath?.condition,
        at: f.emptyPath ? f.emptyPath.location.line : undefined,
      }));
    expect(flows).toEqual([
      { tool: "search_archive", derived: ".substring()", inLoop: true, empty: undefined, at: undefined },
      { tool: "search_archive", derived: undefined, inLoop: false, empty: "!result.total", at: 51 },
      { tool: "search_archive", derived: undefined, inLoop: false, empty: undefined, at: undefined },
      { tool: "search_archive_exact", derived: undefined, inLoop: false, empty: undefined, at: undefined },
    ]);
  });

  it("puts a call on the empty path only when the tested count is of an answer, and names the call it came from", () => {
    const m = model("test/corpus/rules/widened-query");
    const flows = m.flows
      .filter((f) =>
        ["execute_sql", "execute_sql_helper", "execute_sql_session", "manage_logs"].includes(short(f.tool)),
      )
      .filter((f) => f.emptyPath)
      .map((f) => ({
        tool: short(f.tool),
        param: f.param,
        empty: f.emptyPath!.condition,
        answeredAt: f.emptyPath!.answeredAt?.map((a) => `${a.file}:${a.line}`),
      }));
    expect(flows).toEqual([
      {
        tool: "execute_sql_session",
        param: "sql",
        empty: "!(first.rows.length > 0)",
        answeredAt: ["src/client/statements.ts:31"],
      },
      { tool: "manage_logs", param: "user", empty: "logs.rows.length === 0", answeredAt: ["src/binds.ts:56"] },
    ]);
  });

  it("records the key an argument is renamed to on its way into the request", () => {
    const m = model("test/corpus/rules/scope-only-when-set");
    const flows = m.flows
      .filter((f) => short(f.tool) === "get_series_points" && f.param !== "series_id")
      .map((f) => ({
        param: f.param,
        keyAt: f.keyAt && `${f.keyAt.file}:${f.keyAt.line}`,
        sentUnder: f.sentUnder && `${f.sentUnder.key} ${f.sentUnder.location.file}:${f.sentUnder.location.line}`,
      }));
    expect(flows).toEqual([
      {
        param: "end_date",
        keyAt: "src/gallery/tools.ts:47",
        sentUnder: "window_finish src/gallery/client.ts:57",
      },
      {
        param: "start_date",
        keyAt: "src/gallery/tools.ts:47",
        sentUnder: "window_start src/gallery/client.ts:55",
      },
    ]);
  });

  it("records restricting and order literals that reach an upstream call, and no others", () => {
    const m = model("test/corpus/rules/scope-only-when-set");
    expect(
      (m.fixedValues ?? []).map(
        (f) => `${short(f.tool)} ${f.key}=${f.value}${f.param ? ` (when '${f.param}' is left out)` : ""}`,
      ),
    ).toEqual([
      "board_issues first=50",
      "board_issues_documented first=50",
      "browse_classification rows=500",
      "create_entry state=draft",
      "get_contract_rates page=1",
      "get_contract_rates page_size=20 (when 'page_size' is left out)",
      "get_entry_by_code rows=1",
      // a fixed page of hits; the bucket caps inside `aggs` / `aggregations` are not recorded
      "get_newest_pictures size=30",
      // fixed states, the answer naming two of them (rule 1 reads the result texts)
      "get_project_contributors status=verified",
      "get_project_digest state=scheduled",
      "get_project_members status=current",
      "get_project_overview state=active",
      // a date the SDK moves a year back, under a key named by no vocabulary word
      "get_series_points window_start=yearAgo.toISOString().split(\"T\")[0] (when 'start_date' is left out)",
      "get_spending_over_time start_date=weekAgo.toISOString().split(\"T\")[0] (when 'start_date' is left out)",
      "get_spending_timeline start_date=defaultStart.toISOString().split(\"T\")[0] (when 'start_date' is left out)",
      "get_ticket_details limit=3",
      "list_alerts status=firing (when 'status' is left out)",
      "list_alerts since=new Date(Date.now() - 7 * DAY_MS).toISOString() (when 'since' is left out)",
      "list_approved_entries status=approved",
      "list_approved_entries rows=500",
      "list_changes state=published",
      "list_changes modified_since=new Date(Date.now() - THIRTY_DAYS_MS).toISOString()",
      "list_changes rows=20",
      "list_declarations $orderby=id",
      "list_device_names per_page=50",
      "list_device_names_counted per_page=50",
      "list_devices per_page=50",
      "list_events status=all",
      "list_incidents state=all (when 'state' is left out)",
      "list_incidents status=open (when 'status' is left out)",
      "list_recent_approved status=approved",
      "list_recent_approved rows=25",
      // no hits at all (rule 1 reads a page of one or none as no cut)
      "picture_stats size=0",
      "price_list page_size=20 (when 'page_size' is left out)",
      "recent_awards since=twoYearsAgo.toISOString().split(\"T\")[0] (when 'since' is left out)",
      "run_event_query limit=100 (when 'limit' is left out)",
      "search_records sort=date asc,id asc",
    ]);
  });
});
