/**
 * Tools registered in a loop through one shared callback that hands its arguments on whole to the
 * tool object's own function (`async (args) => tool.handler(args)`, a named `forward(args, extra)`,
 * `handlers[name]({ ...args })`, a factory's `withErrors(tool)`) are bound to that function; a
 * callback that picks, defaults or destructures the arguments itself stays the handler. Corpus:
 * test/corpus/registration/forwarded-handlers (an observability SaaS server, written for this repo).
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { auditOnce } from "./helpers/audit-once.js";

const DIR = path.join(import.meta.dirname, "corpus", "registration", "forwarded-handlers");
const at = (l?: { file: string; line: number }) => (l ? `${l.file}:${l.line}` : undefined);

describe("handlers bound through forwarding callbacks", () => {
  it("binds each tool to its own function, and records the callback that forwards to it", () => {
    const r = auditOnce(DIR);
    expect(r.model.tools.map((t) => [t.name, at(t.handlerLocation), at(t.forwardedBy)])).toEqual([
      // arrow callback with a refusing guard, try/catch and formatting, over factory results
      ["list_boards", "src/tools/list-boards.ts:12", "src/index.ts:35"],
      // handlers[spec.name]({ ...args })
      ["list_columns", "src/tools/markers.ts:36", "src/index.ts:66"],
      // look-alike: the callback works out a slug from the arguments and hands it on beside them
      ["list_dataset_columns", "src/index.ts:87", undefined],
      ["list_datasets", "src/tools/list-datasets.ts:13", "src/index.ts:35"],
      // look-alike: the callback defaults the environment itself
      ["list_environment_boards", "src/index.ts:76", undefined],
      // a named wrapper function declared in the loop, logging and handing on (args, extra)
      ["list_markers", "src/tools/markers.ts:16", "src/index.ts:57"],
      // look-alike: a named wrapper that destructures and defaults the time window
      ["list_recent_markers", "src/index.ts:81", undefined],
      // the callback made by withErrors(tool)
      ["list_recipients", "src/tools/recipients.ts:15", "src/index.ts:21"],
      // t.handler.bind(t): the handler itself is registered, no callback in between
      ["list_slos", "src/tools/slos.ts:15", undefined],
      ["list_triggers", "src/tools/slos.ts:28", undefined],
    ]);
  });

  it("reads the arguments in the tool's own function", () => {
    const r = auditOnce(DIR);
    const reads = Object.fromEntries(r.model.tools.map((t) => [t.name, t.readParams]));
    expect(reads.list_datasets).toEqual(["environment"]);
    expect(reads.list_markers).toEqual(["dataset", "environment"]);
    expect(reads.list_recipients).toEqual(["environment"]);
  });

  it("names the tool's own function as the handler that leaves a declared argument unread (rule 2)", () => {
    const r = auditOnce(DIR, { rules: ["partial-param-group"] });
    expect(
      r.findings.map((f) => [
        f.message
          .match(/^Tool '([^']+)': argument '([^']+)'/)
          ?.slice(1)
          .join("."),
        at(f.location),
        (f.relatedLocations ?? []).map((l) => [l.id, at(l.location), l.message]),
      ]),
    ).toEqual([
      [
        "list_datasets.limit",
        "src/tools/list-datasets.ts:11",
        [
          [1, "src/api.ts:14", "upstream call fetch(…) the tool reaches"],
          [2, "src/tools/list-datasets.ts:13", "the handler, which never reads 'limit'"],
          [3, "src/index.ts:35", "the registered callback, which hands the arguments on whole to the handler"],
        ],
      ],
      [
        "list_markers.type",
        "src/tools/markers.ts:14",
        [
          [1, "src/api.ts:14", "upstream call fetch(…) the tool reaches"],
          [2, "src/tools/markers.ts:16", "the handler, which never reads 'type'"],
          [3, "src/index.ts:57", "the registered callback, which hands the arguments on whole to the handler"],
        ],
      ],
      [
        "list_recipients.type",
        "src/tools/recipients.ts:13",
        [
          [1, "src/api.ts:14", "upstream call fetch(…) the tool reaches"],
          [2, "src/tools/recipients.ts:15", "the handler, which never reads 'type'"],
          [3, "src/index.ts:21", "the registered callback, which hands the arguments on whole to the handler"],
        ],
      ],
      [
        "list_slos.status",
        "src/tools/slos.ts:13",
        [
          [1, "src/api.ts:14", "upstream call fetch(…) the tool reaches"],
          [2, "src/tools/slos.ts:15", "the handler, which never reads 'status'"],
        ],
      ],
    ]);
  });
});
