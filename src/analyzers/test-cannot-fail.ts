/**
 * Rule 5 (tests half) — the server's own tests assert in ways that cannot fail the way their names
 * promise: substring and prefix matchers on structured fields, ordering tests fed by a mock that
 * already returns the expected order, and recorded upstream fixtures with no word on where and when
 * they were recorded. Also states, as coverage, whether any test reaches the upstream for real.
 *
 * Reads only the test files the loader kept apart (vitest, jest, mocha, node:test all look alike
 * here: `it`/`test` blocks, `expect`/`assert`).
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { type CallExpression, Node, type SourceFile, SyntaxKind } from "../frontend/ts/morph.js";
import { constString } from "../frontend/ts/syntax/const-eval.js";
import { locOf } from "../frontend/ts/syntax/location.js";
import { descendantsOfKind, descendantsOfKinds } from "../frontend/ts/syntax/node-index.js";
import { unwrap } from "../frontend/ts/syntax/resolve.js";
import { isInside, MAX_DATA_FILE_BYTES, readRegularFile } from "../frontend/walk.js";
import { relativePath } from "../model/location.js";
import { commentsAround } from "./tool-reach.js";
import type { TsAnalyzerContext, TsSyntaxAnalyzer } from "./ts-syntax.js";
import type { Finding } from "./types.js";

const ID = "test-cannot-fail";

/** Fields whose value is a code, state or fixed message: compared exactly, never by substring. */
const STRUCTURED_FIELD =
  /^(status|statusCode|statusText|state|message|error|errorCode|error_code|code|type|kind|resultType|result_type|matchType|match_type|cacheScope|format|level|severity|sortKey|sort_key)$/;
/** Matchers that pass on a substring or prefix (jest/vitest, jest-extended, chai). */
const SUBSTRING_MATCHERS = new Set([
  "toContain",
  "toMatch",
  "toInclude",
  "toStartWith",
  "toEndWith",
  "include",
  "includes",
  "contain",
  "contains",
  "match",
  "string",
  "startWith",
  "endWith",
]);
const STRING_METHODS = new Set(["includes", "startsWith", "endsWith", "indexOf", "match"]);
const TEST_CALL = /^(it|test|specify)(\.(only|skip|concurrent|each\(.*\)))?$/s;
const ORDER_TITLE =
  /\b(order|ordered|ordering|sort|sorted|sorts|sorting|rank|ranked|ranking|stable|deterministic|newest|oldest)\b/i;
/** Titles about the sort a request carries (a parameter, a field), not about the order of a result. */
const REQUEST_SORT =
  /\b(sort|order)[\s_-]*(param(eter)?s?|fields?|keys?|options?|arguments?|query|url)\b|\b(append|appends|appending|pass|passes|passing|send|sends|sending|forward|forwards|include|includes|add|adds)\b.*\b(sort|order)\b/i;
/** Assertions that depend on order: a list compared whole (`toEqual([…])`), an element by position. */
const POSITIONAL_ASSERTION =
  /\.(toEqual|toStrictEqual|deepEqual|deepStrictEqual|eql|toMatchObject)\(\s*\[|\[\s*0\s*\]|\.at\(\s*0\s*\)|\bdeepStrictEqual\(|\bdeepEqual\(/;
/** Mock set-ups that answer with a fixed value. */
const MOCK_RETURN =
  /^(mockResolvedValue|mockResolvedValueOnce|mockReturnValue|mockReturnValueOnce|mockImplementation|mockImplementationOnce|reply|resolves|returns|json)$/;
/** Ways a test keeps the network out. */
const NETWORK_MOCK =
  /\b(vi|jest)\.(stubGlobal|spyOn)\(\s*(global|globalThis|window)?\s*,?\s*["'`]?fetch|\b(global|globalThis)\.fetch\s*=|\bnock\(|\bsetupServer\(|\bfetchMock\b|fetch-mock|\bMockAgent\b|axios-mock-adapter|\bnew MockAdapter\(|\bmsw\b|\bmock\.method\(\s*(global|globalThis)\s*,\s*["']fetch/;
const HTTP_MODULE = /^(axios|got|ky|undici|node-fetch|cross-fetch|superagent|node:https?|https?)$/;
/** A comment or sidecar that says where and when a recording was made. */
const DATE =
  /\b(19|20)\d\d-\d\d(-\d\d)?\b|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? (\d{1,2}, )?(19|20)\d\d\b/;
const SOURCE = /(https?:\/\/|\b(recorded|captured|downloaded|retrieved|fetched|exported|snapshot of|source)\b)/i;
const FIXTURE_EXT = /\.(json|csv|tsv|xml|txt|ndjson|jsonl|html)$/i;
/** Where recordings live; a data file the server itself ships (src/data/cantons.json) is no recording. */
const FIXTURE_DIR =
  /(^|\/)(test|tests|__tests__|spec|e2e|fixtures?|__fixtures__|recordings?|cassettes|mocks?|__mocks__|responses)\//;

function hasProvenance(text: string): boolean {
  return DATE.test(text) && SOURCE.test(text);
}

function calleeText(call: CallExpression): string {
  return call.getExpression().getText();
}

/** The title of the `it`/`test` block around a node. */
function testTitle(node: Node): string | undefined {
  for (const a of node.getAncestors()) {
    if (Node.isCallExpression(a) && TEST_CALL.test(calleeText(a)))
      return constString(a.getArguments()[0])?.value ?? a.getArguments()[0]?.getText();
  }
  return undefined;
}

/** `Test 'title': ` inside a test block, nothing at file level. */
function inTest(node: Node): string {
  const t = testTitle(node);
  return t ? `Test '${t}': ` : "";
}

/** The last property name of a field read: `result.status`, `body["match_type"]`, `r.items[0].code`. */
function fieldName(expr: Node): string | undefined {
  const u = unwrap(expr);
  if (Node.isPropertyAccessExpression(u)) return u.getName();
  if (Node.isElementAccessExpression(u)) return constString(u.getArgumentExpression())?.value;
  if (Node.isCallExpression(u) && /^String$/.test(calleeText(u)))
    return u.getArguments()[0] ? fieldName(u.getArguments()[0]!) : undefined;
  return undefined;
}

const ERROR_VALUE = /^(e|err|error|ex|exception|caught|reason|\w*Error)$/;

/** Fields that hold either a code or a sentence: a substring check is a defect only when it looks for a code. */
const CODE_OR_TEXT = /^(message|error|statusText)$/;
/**
 * What a code looks like, as opposed to a word or an identifier checked inside a sentence
 * (`message` contains 'public.users'): `NOT_FOUND`, `rate_limited`, `E1001`, `404`.
 */
function looksLikeCode(v: string): boolean {
  return (
    /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$|^[A-Z]{2,}\d*$/.test(v) ||
    /^[a-z]+(_[a-z0-9]+)+$/.test(v) ||
    /^[A-Z]+-?\d+$|^\d{3}$/.test(v)
  );
}

/**
 * The structured field an expression reads, when it reads one and `expected` is compared against it
 * as a code. An exception's `message` is free text, and so is any field checked for a sentence.
 */
function structuredField(expr: Node, expected: Node | undefined): string | undefined {
  const field = fieldName(expr);
  if (!field || !STRUCTURED_FIELD.test(field)) return undefined;
  if (CODE_OR_TEXT.test(field) && !looksLikeCode(constString(expected)?.value ?? " ")) return undefined;
  const u = unwrap(expr);
  const base =
    Node.isPropertyAccessExpression(u) || Node.isElementAccessExpression(u) ? unwrap(u.getExpression()) : undefined;
  if (
    field === "message" &&
    base &&
    (ERROR_VALUE.test(base.getText()) ||
      /\bas Error\b/.test((u as Node & { getExpression(): Node }).getExpression().getText()))
  )
    return undefined;
  return field;
}

function isPlainString(n: Node | undefined): boolean {
  if (!n) return false;
  const u = unwrap(n);
  return Node.isStringLiteral(u) || Node.isNoSubstitutionTemplateLiteral(u) || Node.isTemplateExpression(u);
}

/** The subject of an `expect(subject)…matcher()` chain, and whether the chain is negated. */
function expectSubject(matcherCallee: Node): { subject?: Node; negated: boolean } | undefined {
  let negated = false;
  for (let cur: Node = matcherCallee; ; ) {
    if (Node.isCallExpression(cur)) {
      if (/^(expect|chai\.expect)$/.test(calleeText(cur))) return { subject: cur.getArguments()[0], negated };
      cur = cur.getExpression();
    } else if (Node.isPropertyAccessExpression(cur)) {
      if (cur.getName() === "not") negated = true;
      cur = cur.getExpression();
    } else return undefined;
  }
}

const ASSERTION = /^(expect|assert|assert\.(ok|equal|strictEqual|deepEqual|deepStrictEqual)|t\.(ok|true|assert|is))$/;

/** `expect(x.status).toContain("ok")`, `expect(x.status).to.include("ok")`, `assert.ok(x.status.startsWith("2"))`. */
function substringAssertions(sf: SourceFile): Finding[] {
  const out: Finding[] = [];
  for (const call of descendantsOfKind(sf, SyntaxKind.CallExpression)) {
    const callee = call.getExpression();
    if (!Node.isPropertyAccessExpression(callee)) continue;
    const matcher = callee.getName();
    const arg = call.getArguments()[0];
    if (!isPlainString(arg)) continue;
    const shown = `\`${call.getText().replace(/\s+/g, " ").slice(0, 90)}\``;
    const chain = SUBSTRING_MATCHERS.has(matcher) ? expectSubject(callee.getExpression()) : undefined;
    if (chain) {
      const field = chain.subject && structuredField(chain.subject, arg);
      if (!field || chain.negated) continue;
      const v = constString(arg)?.value ?? "…";
      out.push(
        finding(
          call,
          `${inTest(call)}${shown} passes for any '${field}' that merely contains "${v}" ("not_${v}", "${v}_partial"), so a changed ${field} keeps it green. Compare the field exactly (toBe/toEqual/strictEqual).`,
        ),
      );
      continue;
    }
    if (STRING_METHODS.has(matcher)) {
      const field = structuredField(callee.getExpression(), arg);
      if (!field) continue;
      if (!call.getAncestors().some((a) => Node.isCallExpression(a) && ASSERTION.test(calleeText(a)))) continue;
      out.push(
        finding(
          call,
          `${inTest(call)}${shown} is a ${matcher === "startsWith" ? "prefix" : "substring"} check on the structured field '${field}'; it stays true when the value changes meaning. Compare the field exactly.`,
        ),
      );
      continue;
    }
    // toMatchObject({ status: expect.stringContaining("ok") })
    if (
      (matcher === "stringContaining" || matcher === "stringMatching") &&
      callee.getExpression().getText() === "expect"
    ) {
      const p = call.getParent();
      const field = p && Node.isPropertyAssignment(p) ? p.getName().replace(/^["']|["']$/g, "") : undefined;
      // `message: expect.stringContaining("Request body too large")`: a sentence checked for a phrase
      if (field && CODE_OR_TEXT.test(field) && !looksLikeCode(constString(arg)?.value ?? " ")) continue;
      // `await expect(p).rejects.toMatchObject({ … })`: a caught error, free text by nature
      if (call.getAncestors().some((a) => Node.isCallExpression(a) && /\.rejects\.\w+$/.test(calleeText(a)))) continue;
      if (field && STRUCTURED_FIELD.test(field))
        out.push(
          finding(
            call,
            `${inTest(call)}'${field}' is matched with ${shown}, a substring check on a structured field; compare it exactly.`,
          ),
        );
    }
  }
  return out;
}

function finding(node: Node, message: string, extra: Partial<Finding> = {}): Finding {
  return { ruleId: ID, message, location: locOf(node), ...extra };
}

/** Mock set-ups in a scope that answer with a literal containing an array (one fixed order). */
function fixedOrderMocks(scope: Node): CallExpression[] {
  return descendantsOfKind(scope, SyntaxKind.CallExpression).filter((c) => {
    const callee = c.getExpression();
    const name = Node.isPropertyAccessExpression(callee) ? callee.getName() : callee.getText();
    if (!MOCK_RETURN.test(name) && !/^(vi|jest)\.fn$/.test(callee.getText())) return false;
    return c
      .getArguments()
      .some(
        (a) =>
          descendantsOfKind(a, SyntaxKind.ArrayLiteralExpression).length > 0 ||
          Node.isArrayLiteralExpression(unwrap(a)),
      );
  });
}

/** Ordering tests whose upstream mock already answers in the one order the test expects. */
function orderingAgainstFixedMocks(sf: SourceFile): Finding[] {
  const out: Finding[] = [];
  const fileLevel = fixedOrderMocks(sf).filter((m) => !testTitle(m));
  for (const call of descendantsOfKind(sf, SyntaxKind.CallExpression)) {
    if (!TEST_CALL.test(calleeText(call))) continue;
    const title = constString(call.getArguments()[0])?.value;
    if (!title || !ORDER_TITLE.test(title) || REQUEST_SORT.test(title)) continue;
    const body = call.getArguments()[1];
    if (!body) continue;
    // about ordering only if it asserts positions: a list compared as a whole, or an element by index
    if (!POSITIONAL_ASSERTION.test(body.getText())) continue;
    const mocks = [...fixedOrderMocks(body), ...fileLevel];
    if (!mocks.length) continue;
    // varied input: more than one distinct answer, or the test reorders the input itself
    const answers = new Set(
      mocks.map((m) =>
        m
          .getArguments()
          .map((a) => a.getText().replace(/\s+/g, ""))
          .join(),
      ),
    );
    if (answers.size > 1 || /\.(reverse|toReversed)\(|shuffle|Math\.random/.test(body.getText())) continue;
    out.push(
      finding(
        call,
        `Test '${title}' is about ordering, but the upstream mock answers with [one fixed order](1) every time, so the test passes whether or not the server orders anything. Feed the mock the items in another order (reversed, shuffled) than the expected result.`,
        {
          relatedLocations: [{ id: 1, location: locOf(mocks[0]!), message: "the mock's fixed answer" }],
        },
      ),
    );
  }
  return out;
}

/** A fixture or sidecar's text: regular files only, under the size cap (a FIFO or device reads as nothing). */
function readText(file: string): string {
  const r = readRegularFile(file, MAX_DATA_FILE_BYTES);
  return r.ok ? r.text : "";
}

function sidecarProvenance(file: string): boolean {
  const dir = path.dirname(file);
  const base = path.basename(file);
  const stem = base.replace(/\.[^.]+$/, "");
  for (const side of [
    `${base}.source`,
    `${base}.meta.json`,
    `${base}.md`,
    `${stem}.md`,
    `${stem}.source.md`,
    `${stem}.meta.json`,
  ]) {
    const p = path.join(dir, side);
    if (existsSync(p) && hasProvenance(readText(p))) return true;
  }
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return false;
  }
  for (const doc of names.filter((n) => /^(README|SOURCES|PROVENANCE)(\.md|\.txt)?$/i.test(n))) {
    const text = readText(path.join(dir, doc));
    const line = text.split("\n").find((l) => l.includes(base));
    if (line && hasProvenance(line)) return true;
  }
  // first lines of a text fixture, or a JSON fixture's own metadata keys
  const head = readText(file).slice(0, 2000);
  return hasProvenance(head);
}

/** Fixture files a test loads: `import x from "./fixtures/a.json"`, `readFileSync(…"a.csv")`, `require("./a.json")`. */
function fixtureFiles(root: string, sf: SourceFile): Finding[] {
  const out: Finding[] = [];
  const seen = new Set<string>();
  const consider = (node: Node, spec: string) => {
    if (!FIXTURE_EXT.test(spec) || /package(-lock)?\.json$|tsconfig/.test(spec)) return;
    const file = path.resolve(sf.getDirectoryPath(), spec);
    const candidates = [
      file,
      ...(!existsSync(file) ? findByName(sf.getDirectoryPath(), root, path.basename(spec)) : []),
    ];
    const real = candidates.find((f) => existsSync(f));
    if (!real || !isInside(root, real) || seen.has(real) || !FIXTURE_DIR.test(relativePath(root, real))) return;
    seen.add(real);
    if (
      hasProvenance(commentsAround(node.getFirstAncestor((a) => Node.isStatement(a)) ?? node)) ||
      sidecarProvenance(real)
    )
      return;
    const rel = relativePath(root, real);
    out.push(
      finding(
        node,
        `${inTest(node)}The recorded fixture ${rel} is loaded here, and neither a comment here, the file itself nor a sidecar says where and when it was recorded. Nobody can tell whether the upstream still answers like this; note the source URL and the date.`,
      ),
    );
  };
  for (const imp of sf.getImportDeclarations()) consider(imp, imp.getModuleSpecifierValue());
  for (const call of descendantsOfKind(sf, SyntaxKind.CallExpression)) {
    const name = calleeText(call);
    if (!/(^|\.)(readFileSync|readFile|require|loadFixture|fixture)$/.test(name)) continue;
    const arg = call.getArguments()[0];
    if (!arg) continue;
    // path.join(__dirname, "fixtures", "a.json") — the last literal names the file
    const lits = [arg, ...descendantsOfKinds(arg, [SyntaxKind.StringLiteral, SyntaxKind.NoSubstitutionTemplateLiteral])]
      .map((n) =>
        Node.isStringLiteral(n) || Node.isNoSubstitutionTemplateLiteral(n) ? n.getLiteralValue() : undefined,
      )
      .filter((s): s is string => !!s);
    const parts = lits.filter((s) => !s.startsWith("utf"));
    const last = parts.at(-1);
    if (last && FIXTURE_EXT.test(last))
      consider(call, parts.length > 1 && !last.includes("/") ? parts.join("/") : last);
  }
  return out;
}

function findByName(dir: string, root: string, base: string): string[] {
  const out: string[] = [];
  for (const sub of ["fixtures", "__fixtures__", "data", "recordings", "../fixtures", "../__fixtures__"]) {
    const p = path.resolve(dir, sub, base);
    if (p.startsWith(root)) out.push(p);
  }
  return out;
}

/** Lines that look like CSV rows: same delimiter count on every line, at least one delimiter. */
function looksLikeCsv(text: string): boolean {
  const lines = text
    .trim()
    .split("\n")
    .filter((l) => l.trim());
  if (lines.length < 3) return false;
  return [",", ";", "\t"].some((d) => {
    const counts = lines.map((l) => l.split(d).length - 1);
    return counts[0]! > 0 && counts.every((c) => c === counts[0]);
  });
}

function looksLikeJson(text: string): boolean {
  const t = text.trim();
  return t.split("\n").length >= 3 && /^[[{]/.test(t) && /[\]}]$/.test(t) && /"[^"]+"\s*:/.test(t);
}

/** A name that says the literal was recorded, not written. */
const RECORDED_NAME = /(recorded|recording|captured|snapshot|real|live)/i;
/** A name for an upstream answer; with enough fields and no placeholders it is most likely pasted from one. */
const RESPONSE_NAME = /(fixture|response|payload|body|upstream|sample)/i;
/** Values a person types into a hand-written mock: example hosts, foo/bar, test…, counting ids (`123`, `abc123`, `cus_456`). */
const PLACEHOLDER =
  /\bexample\.(com|org|net)\b|\blorem\b|\bfoo\b|\bbar\b|\b(dummy|fake|mock)\w*\b|["'`]test[-_ ]?\w*["'`]|["'`][\w-]*?(123|12345|456|789|abc123)\w*["'`]/i;
const LARGE_LITERAL = 25;

function recordedLiteral(name: string, lit: Node): boolean {
  const props = descendantsOfKind(lit, SyntaxKind.PropertyAssignment).length;
  // hand-written mocks (placeholder values) are no recordings, whatever their name
  if (PLACEHOLDER.test(lit.getText())) return false;
  if (RECORDED_NAME.test(name)) return props >= 3;
  return RESPONSE_NAME.test(name) && props >= LARGE_LITERAL;
}

/** Inline recordings: a CSV/JSON text block, or a large response literal bound to a fixture-like name. */
function inlineFixtures(sf: SourceFile): Finding[] {
  const out: Finding[] = [];
  for (const decl of descendantsOfKind(sf, SyntaxKind.VariableDeclaration)) {
    const init = decl.getInitializer();
    if (!init) continue;
    const u = unwrap(init);
    const text = Node.isNoSubstitutionTemplateLiteral(u) || Node.isStringLiteral(u) ? u.getLiteralValue() : undefined;
    if (text !== undefined && PLACEHOLDER.test(text)) continue;
    const kind =
      text !== undefined && looksLikeCsv(text)
        ? "CSV"
        : text !== undefined && looksLikeJson(text)
          ? "JSON"
          : (Node.isObjectLiteralExpression(u) || Node.isArrayLiteralExpression(u)) &&
              recordedLiteral(decl.getName(), u)
            ? "response"
            : undefined;
    if (!kind) continue;
    const stmt = decl.getFirstAncestorByKind(SyntaxKind.VariableStatement) ?? decl;
    if (hasProvenance(commentsAround(stmt))) continue;
    out.push(
      finding(
        decl,
        `${inTest(decl)}'${decl.getName()}' is an inline recorded upstream ${kind === "response" ? "response" : `${kind} text`} with no comment saying where and when it was recorded. When the upstream changes, the test keeps passing against the old answer; note the source URL and the date above it.`,
      ),
    );
  }
  return out;
}

/** Project source files a test file reaches through relative imports (bounded). */
function reachedSources(
  sf: SourceFile,
  sources: Set<SourceFile>,
  depth = 0,
  seen = new Set<SourceFile>(),
): Set<SourceFile> {
  if (depth > 4) return seen;
  for (const imp of [...sf.getImportDeclarations(), ...sf.getExportDeclarations()]) {
    const target = imp.getModuleSpecifierSourceFile();
    if (target && sources.has(target) && !seen.has(target)) {
      seen.add(target);
      reachedSources(target, sources, depth + 1, seen);
    }
  }
  return seen;
}

function mocksNetwork(sf: SourceFile, upstreamFiles: Set<SourceFile>): boolean {
  if (NETWORK_MOCK.test(sf.getFullText())) return true;
  for (const call of descendantsOfKind(sf, SyntaxKind.CallExpression)) {
    if (!/^(vi|jest)\.(mock|doMock)$|^mock\.module$/.test(calleeText(call))) continue;
    const spec = constString(call.getArguments()[0])?.value;
    if (!spec) continue;
    if (HTTP_MODULE.test(spec)) return true;
    const target = sf.getProject().getSourceFile(path.resolve(sf.getDirectoryPath(), spec.replace(/\.js$/, ".ts")));
    if (target && upstreamFiles.has(target)) return true;
  }
  return false;
}

function liveTestFact(ctx: TsAnalyzerContext): string {
  const root = ctx.ts.loaded.root;
  const sources = new Set(ctx.ts.loaded.sourceFiles);
  const upstreamFiles = new Set([...ctx.ts.upstreamSites.values()].map((s) => s.call.getSourceFile()));
  const reaching: SourceFile[] = [];
  const live: string[] = [];
  for (const tf of ctx.ts.loaded.testFiles) {
    const calls =
      [...reachedSources(tf, sources)].some((f) => upstreamFiles.has(f)) ||
      /\bfetch\(\s*["'`]https?:/.test(tf.getFullText());
    if (!calls) continue;
    reaching.push(tf);
    if (!mocksNetwork(tf, upstreamFiles)) live.push(relativePath(root, tf.getFilePath()));
  }
  const files = (n: number) => `${n} test file${n === 1 ? " imports" : "s import"} code that calls the upstream`;
  if (live.length)
    return `possible — ${files(live.length)} and mock${live.length === 1 ? "s" : ""} no network: ${live.sort().join(", ")}`;
  if (reaching.length) return `none — ${files(reaching.length)}, all with the network mocked`;
  return "none — no test imports code that calls the upstream";
}

export const testCannotFail: TsSyntaxAnalyzer = {
  id: ID,
  needs: "typescript",
  applies(ctx) {
    const n = ctx.ts.loaded.testFiles.length;
    if (!n) {
      ctx.addFact("live upstream tests", "none — the project has no test files");
      return { applies: false, reason: "no test files found (*.test.*, *.spec.*, test/, tests/, __tests__/)" };
    }
    return { applies: true, reason: `${n} test file${n === 1 ? "" : "s"}` };
  },
  run(ctx) {
    ctx.addFact("live upstream tests", liveTestFact(ctx));
    const findings: Finding[] = [];
    for (const sf of ctx.ts.loaded.testFiles) {
      findings.push(
        ...substringAssertions(sf),
        ...orderingAgainstFixedMocks(sf),
        ...fixtureFiles(ctx.ts.loaded.root, sf),
        ...inlineFixtures(sf),
      );
    }
    const seen = new Set<string>();
    return findings.filter((f) => {
      const key = `${f.location.file}:${f.location.line}:${f.location.column}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  },
};
