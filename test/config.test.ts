/**
 * `.fidelity-audit.yaml`: every setting the issue names is read, and every invalid file is refused
 * with the key and the line (written for this repo, 2026-11-29).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../src/catalogue/index.js";
import { loadConfig } from "../src/config.js";

const known = new Set(loadCatalogue().map((r) => r.id));

function file(text: string): string {
  const f = path.join(mkdtempSync(path.join(os.tmpdir(), "fa-config-")), ".fidelity-audit.yaml");
  writeFileSync(f, text);
  return f;
}

function error(text: string): string {
  const f = file(text);
  try {
    loadConfig(f, known);
  } catch (e) {
    return (e as Error).message.replace(f, "CFG");
  }
  return "no error";
}

describe("valid configuration", () => {
  it("reads rule levels and options, upstream functions, ignore paths and the spec revision", () => {
    const f = file(
      [
        "rules:",
        "  scope-only-when-set:",
        "    level: error",
        "    narrowing: [region]",
        "    freeText:",
        "      - name_filter",
        "  empty-result-excuse: off",
        "upstreamFunctions: [callApi, gateway.fetchJson]",
        'ignore: ["scripts/**", "src/generated/*.ts"]',
        "specRevision: 2026-07-28",
      ].join("\n"),
    );
    expect(loadConfig(f, known)).toEqual({
      rules: {
        "scope-only-when-set": { level: "error", options: { narrowing: ["region"], freeText: ["name_filter"] } },
        "empty-result-excuse": { level: "off", options: {} },
      },
      upstreamFunctions: ["callApi", "gateway.fetchJson"],
      ignore: ["scripts/**", "src/generated/*.ts"],
      specRevision: "2026-07-28",
      source: f,
    });
  });
  it("turns node:fs reads into upstream calls only with localFiles: true", () => {
    const on = file("localFiles: true\n");
    const off = file("localFiles: false\n");
    expect([loadConfig(on, known).localFiles, loadConfig(off, known).localFiles]).toEqual([true, undefined]);
  });
  it("treats an empty file as defaults", () => {
    const f = file("# nothing yet\n");
    expect(loadConfig(f, known)).toEqual({ rules: {}, upstreamFunctions: [], ignore: [], source: f });
  });
});

describe("invalid configuration names the key and the line", () => {
  const cases: [string, string, string][] = [
    [
      "unknown top-level key",
      "rules: {}\nfailOn: error\n",
      "CFG:2: unknown key `failOn` (expected one of: rules, upstreamFunctions, ignore, specRevision, localFiles)",
    ],
    [
      "a near-miss top-level key is named with its likely spelling",
      "specRevison: 2026-07-28\n",
      "CFG:1: unknown key `specRevison`; did you mean `specRevision`? (expected one of: rules, upstreamFunctions, ignore, specRevision, localFiles)",
    ],
    [
      "a near-miss rule id, case aside",
      "rules:\n  Empty-Result-Excus: off\n",
      "CFG:2: unknown rule `Empty-Result-Excus` under `rules`; did you mean `empty-result-excuse`? (see `fidelity-audit rules`)",
    ],
    ["localFiles not a boolean", "localFiles: yes\n", "CFG:1: `localFiles` must be true or false"],
    [
      "unknown rule",
      "rules:\n  scope-only: warning\n",
      "CFG:2: unknown rule `scope-only` under `rules` (see `fidelity-audit rules`)",
    ],
    [
      "bad level",
      "rules:\n  empty-result-excuse:\n    level: loud\n",
      "CFG:3: rule `empty-result-excuse`: level must be off, error, warning or note",
    ],
    [
      "unknown rule option",
      "rules:\n  scope-only-when-set:\n    narowing: [region]\n",
      "CFG:3: rule `scope-only-when-set`: unknown option `narowing`; did you mean `narrowing`? (expected level or one of: narrowing, freeText)",
    ],
    [
      "option on a rule without options",
      "rules:\n  empty-result-excuse:\n    words: [likely]\n",
      "CFG:3: rule `empty-result-excuse`: unknown option `words` (this rule takes only `level`)",
    ],
    [
      "non-string option item",
      "rules:\n  scope-only-when-set:\n    freeText:\n      - q\n      - {name: x}\n",
      "CFG:5: rule `scope-only-when-set`: option `freeText` must be a list of strings",
    ],
    [
      "upstreamFunctions not a list",
      "upstreamFunctions: callApi\n",
      "CFG:1: `upstreamFunctions` must be a list of strings",
    ],
    ["ignore with a number", "ignore:\n  - 42\n", "CFG:2: `ignore` must be a list of strings"],
    ["spec revision not a date", "specRevision: latest\n", "CFG:1: `specRevision` must be a date like 2026-07-28"],
    ["rules not a mapping", "rules: [scope-only-when-set]\n", "CFG:1: `rules` must map rule ids to settings"],
    [
      "broken YAML",
      "rules:\n  scope-only-when-set: [\n",
      "CFG:3: invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]",
    ],
    ["duplicate key", "ignore: [a]\nignore: [b]\n", "CFG:2: invalid YAML: Map keys must be unique"],
  ];
  for (const [name, text, message] of cases) it(name, () => expect(error(text)).toEqual(message));
});
