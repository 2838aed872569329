/**
 * The Python front end's reading of a server's own tests (pytest, with respx, `unittest.mock` or
 * pytest-httpx keeping the network out): `assert` statements with their matcher kind and subject,
 * the answers mocked routes give, and the recordings tests load. Fills `ServerModel.tests`; the tests
 * half of rule 5 decides from these facts. Test files are parsed here only (never imported or run).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type {
  SkippedItem,
  TestAssertion,
  TestCase,
  TestFixture,
  TestMockAnswer,
  TestSuite,
  ToolModel,
  UpstreamCall,
} from "../../model/types.js";
import {
  FIXTURE_DIR,
  FIXTURE_EXT,
  fixtureRefusal,
  hasProvenance,
  looksLikeCsv,
  looksLikeJson,
  looksLikeMarkup,
  PLACEHOLDER,
  readText,
  saysHandBuilt,
  saysSomething,
  sidecarProvenance,
} from "../test-provenance.js";
import { isInside } from "../walk.js";
import { isParsed, type LoadedPython, type PyFile } from "./load.js";
import { type PyNode, parsePython } from "./parser.js";
import {
  descendants,
  dotted,
  enclosingFunction,
  field,
  keywordArgs,
  kids,
  locOf,
  ofType,
  positionalArgs,
  stringValue,
  unwrap,
} from "./syntax.js";

const ERROR_VALUE = /^(e|err|error|ex|exc|exc_info|excinfo|exception|caught|reason|\w*_error)$/;
/** Ways a test keeps the network out. */
const NETWORK_MOCK =
  /\brespx\b|\bMockTransport\b|\bhttpx_mock\b|\bresponses\.(add|activate|RequestsMock)\b|\baioresponses\b|\brequests_mock\b|\bvcr\b|\bcassette\b|\bpatch(\.object)?\(|\bmonkeypatch\.setattr\(/;
/** Calls that build a mocked answer: `httpx.Response(200, json=…)`, a respx route's `respond(…)`. */
const ANSWER_CALL = /(^|\.)(Response|respond|add_response|payload)$/;
const MOCK_VALUE_KEYS = new Set(["return_value", "side_effect", "json", "text", "content", "body", "payload"]);
/** Attributes that set what a mock answers: `m.return_value = …`, `m.json.return_value = …`, `m.side_effect = […]`. */
const MOCK_VALUE_ATTR = /^(return_value|side_effect)$/;

/** A file's lines, split once per text (asked for each fixture the file holds). */
const linesOf = new Map<string, string[]>();
function lines(f: PyFile): string[] {
  let ls = linesOf.get(f.text);
  if (!ls) {
    if (linesOf.size > 64) linesOf.clear();
    ls = f.text.split("\n");
    linesOf.set(f.text, ls);
  }
  return ls;
}

/** Comments directly above a statement and on its own lines. */
function commentsAround(f: PyFile, n: PyNode): string {
  const ls = lines(f);
  const first = n.startPosition.row;
  const last = n.endPosition.row;
  const out: string[] = [];
  for (let i = first - 1; i >= 0 && /^\s*#/.test(ls[i]!); i--) out.unshift(ls[i]!.trim());
  for (let i = first; i <= Math.min(last, ls.length - 1); i++) {
    const m = /#.*$/.exec(ls[i]!);
    if (m && !/["']/.test(m[0])) out.push(m[0]);
  }
  return out.join("\n");
}

function oneLine(n: PyNode, max = 90): string {
  return n.text.replace(/\s+/g, " ").slice(0, max);
}

/** Test functions: `def test_…` at module level or in a `Test…` class. */
function testFunctions(root: PyNode): PyNode[] {
  return ofType(root, "function_definition").filter((d) => /^test/.test(field(d, "name")?.text ?? ""));
}

function enclosingTest(n: PyNode): PyNode | undefined {
  for (let p = n.parent; p; p = p.parent)
    if (p.type === "function_definition" && /^test/.test(field(p, "name")?.text ?? "")) return p;
  return undefined;
}

/** The outer node of a def, so its location spans decorators too. */
function outer(def: PyNode): PyNode {
  return def.parent?.type === "decorated_definition" ? def.parent : def;
}

function subjectOf(n: PyNode): TestAssertion["subject"] {
  const u = unwrap(n);
  const text = oneLine(u, 60);
  let key: string | undefined;
  let base: PyNode | undefined;
  if (u.type === "subscript") {
    key = stringValue(field(u, "subscript"));
    base = field(u, "value");
  } else if (u.type === "attribute") {
    key = field(u, "attribute")?.text;
    base = field(u, "object");
  } else if (u.type === "call" && /(^|\.)get$/.test(dotted(field(u, "function")) ?? "")) {
    key = stringValue(positionalArgs(u)[0]);
    const fn = field(u, "function");
    base = fn ? field(fn, "object") : undefined;
  } else if (u.type === "call" && /^str$/.test(field(u, "function")?.text ?? "") && positionalArgs(u)[0])
    return subjectOf(positionalArgs(u)[0]!);
  if (!key) return { kind: "value", text };
  if (base && ERROR_VALUE.test(base.text)) return { kind: "error-field", field: key, text };
  return { kind: "field", field: key, text };
}

const COLLECTION_NODE = /^(list|set|tuple|dictionary|list_comprehension|set_comprehension|dictionary_comprehension)$/;
const COLLECTION_CALL = /^(sorted|list|set|tuple|frozenset|dict)$|\.(keys|values|items|split|splitlines)$/;
const COLLECTION_TYPE = /^(list|set|tuple|frozenset|dict|List|Set|Tuple|FrozenSet|Dict|Sequence|Iterable)\b/;

/**
 * Whether a value is a collection, not a text: a list, set, tuple or dict (literal, comprehension, `sorted(…)`,
 * `.split()`, `.keys()`), also through a name assigned or annotated so in the same function or module.
 */
/**
 * Names of members the project's own code declares or fills as collections: a property or method annotated
 * `-> list[str]`, a class field `tags: list[str]`, a field its code sets to a collection (`self.tags =
 * sorted(…)`, or a constructor's keyword `Settings(allowed_origins=sorted(origins))`, where the class is a
 * library's and its declaration is not in the project). A name also declared or set as anything else (a
 * text, a number) is left out; a value of unknown kind says nothing.
 */
function collectionMembers(loaded: LoadedPython): Set<string> {
  const typed = new Map<string, boolean>();
  const note = (name: string | undefined, type: PyNode | undefined) => {
    if (!name || !type) return;
    // `list[str] | None`, `Optional[list[str]]`: a collection when present
    const t = type.text.replace(/^Optional\[|\s*\|\s*None$|^None\s*\|\s*/g, "");
    const isColl = COLLECTION_TYPE.test(t);
    typed.set(name, (typed.get(name) ?? true) && isColl);
  };
  const filled = (name: string | undefined, value: PyNode | undefined) => {
    if (!name || !value) return;
    if (isCollection(value, none)) typed.set(name, typed.get(name) ?? true);
    else if (TEXT_OR_NUMBER.test(unwrap(value).type)) typed.set(name, false);
  };
  for (const f of loaded.files) {
    if (!isParsed(f) || !f.root) continue;
    for (const d of ofType(f.root, "function_definition")) note(field(d, "name")?.text, field(d, "return_type"));
    for (const a of ofType(f.root, "assignment")) {
      const left = field(a, "left");
      if (left?.type === "identifier" && a.parent?.parent?.parent?.type === "class_definition")
        note(left.text, field(a, "type"));
      // `self.tags = sorted(tags)`
      if (left?.type === "attribute" && field(left, "object")?.text === "self")
        filled(field(left, "attribute")?.text, field(a, "right"));
    }
    // `TransportSecuritySettings(allowed_origins=sorted(origins))`: a constructor (a CapWords callee) sets the field
    for (const c of ofType(f.root, "call")) {
      const callee = dotted(field(c, "function")) ?? "";
      if (!/(^|\.)_?[A-Z][A-Za-z0-9]*$/.test(callee)) continue;
      for (const arg of kids(field(c, "arguments")))
        if (arg.type === "keyword_argument") filled(field(arg, "name")?.text, field(arg, "value"));
    }
  }
  return new Set([...typed].filter(([, c]) => c).map(([n]) => n));
}

const TEXT_OR_NUMBER = /^(string|concatenated_string|integer|float)$/;
const none = () => new Set<string>();

function isCollection(n: PyNode, members: () => Set<string>, depth = 0): boolean {
  const u = unwrap(n);
  if (COLLECTION_NODE.test(u.type)) return true;
  if (u.type === "call") return COLLECTION_CALL.test(dotted(field(u, "function")) ?? "");
  // `s.transport_origins_list` where the project declares `def transport_origins_list(self) -> list[str]`
  if (u.type === "attribute") return members().has(field(u, "attribute")?.text ?? "");
  if (u.type !== "identifier" || depth > 2) return false;
  const scope = enclosingFunction(u) ?? root(u);
  for (const a of ofType(scope, "assignment")) {
    const left = field(a, "left");
    if (left?.type !== "identifier" || left.text !== u.text) continue;
    const type = field(a, "type");
    if (type && COLLECTION_TYPE.test(type.text)) return true;
    const value = field(a, "right");
    if (value && value !== u && isCollection(value, members, depth + 1)) return true;
  }
  return false;
}

function root(n: PyNode): PyNode {
  let r = n;
  while (r.parent) r = r.parent;
  return r;
}

/** The checks one expression of an `assert` makes (`a and b` makes both). */
function checksIn(
  expr: PyNode,
  negated: boolean,
  members: () => Set<string>,
): { node: PyNode; a: Omit<TestAssertion, "location" | "code"> }[] {
  const e = unwrap(expr);
  if (e.type === "boolean_operator")
    return [...checksIn(field(e, "left")!, negated, members), ...checksIn(field(e, "right")!, negated, members)];
  if (e.type === "not_operator") return checksIn(field(e, "argument")!, !negated, members);
  if (e.type === "comparison_operator") {
    const ops = e.children.filter((c) => !c.isNamed).map((c) => c.text);
    const [left, right] = kids(e);
    if (!left || !right || ops.length !== 1) return [];
    const op = ops[0]!;
    if (op === "in" || op === "not in") {
      const expected = stringValue(left);
      if (expected === undefined) return [];
      return [
        {
          node: e,
          a: {
            // `"https://a.example" in origins` with `origins = sorted(…)`: membership in a list is an exact match
            matcher: isCollection(right, members) ? "exact" : "substring",
            form: "membership",
            subject: subjectOf(right),
            expected,
            negated: negated !== (op === "not in"),
            onRejection: false,
          },
        },
      ];
    }
    if (op === "==" || op === "is") {
      const snapshot = [left, right].some((s) => /^snapshot\b/.test(s.text));
      const lit = stringValue(right) !== undefined ? right : stringValue(left) !== undefined ? left : undefined;
      const subj = lit === left ? right : left;
      return [
        {
          node: e,
          a: {
            matcher: snapshot ? "snapshot" : "exact",
            form: "equality",
            subject: subjectOf(subj),
            ...(lit ? { expected: stringValue(lit)! } : {}),
            negated,
            onRejection: false,
          },
        },
      ];
    }
    return [];
  }
  if (e.type === "call") {
    const fn = field(e, "function");
    const name = fn?.type === "attribute" ? field(fn, "attribute")?.text : fn?.text;
    const arg = positionalArgs(e)[0];
    if ((name === "startswith" || name === "endswith") && fn?.type === "attribute") {
      const expected = stringValue(arg);
      if (expected === undefined) return [];
      return [
        {
          node: e,
          a: {
            matcher: name === "startswith" ? "prefix" : "suffix",
            form: "text-method",
            subject: subjectOf(field(fn, "object")!),
            expected,
            negated,
            onRejection: false,
          },
        },
      ];
    }
    if (/^re\.(search|match|fullmatch)$/.test(dotted(fn) ?? "") && positionalArgs(e)[1])
      return [
        {
          node: e,
          a: {
            matcher: "pattern",
            form: "text-method",
            subject: subjectOf(positionalArgs(e)[1]!),
            negated,
            onRejection: false,
          },
        },
      ];
  }
  return [];
}

function assertionsIn(f: PyFile, members: () => Set<string>): TestAssertion[] {
  const out: TestAssertion[] = [];
  for (const st of ofType(f.root, "assert_statement")) {
    const expr = kids(st)[0];
    if (!expr) continue;
    const test = enclosingTest(st);
    const title = test ? field(test, "name")?.text : undefined;
    for (const { node, a } of checksIn(expr, false, members)) {
      const also =
        test && a.matcher === "substring" && !a.negated ? alsoInOtherArgument(f, test, st, a.expected) : undefined;
      out.push({
        location: locOf(f, node),
        code: oneLine(st),
        ...(title ? { test: title } : {}),
        ...a,
        ...(also ? { alsoIn: also } : {}),
      });
    }
  }
  return out;
}

/**
 * `execute_tql(query="rate(x[5m])", lookback="5m")` before `assert "5m" in data["tql"]`: a call in the test,
 * before the check, hands one argument exactly the expected text and another argument a text that
 * contains it. The first such call counts.
 */
function alsoInOtherArgument(
  f: PyFile,
  test: PyNode,
  check: PyNode,
  expected: string | undefined,
): TestAssertion["alsoIn"] | undefined {
  if (!expected || expected.trim().length < 2) return undefined;
  for (const call of ofType(test, "call")) {
    if (call.startIndex >= check.startIndex) continue;
    const args = kids(field(call, "arguments")).filter((a) => a.type === "keyword_argument");
    const named = args.map((a) => ({ name: field(a, "name")?.text, value: stringValue(field(a, "value")), node: a }));
    const exact = named.find((a) => a.name && a.value === expected);
    const other = named.find(
      (a) => a.name && a !== exact && a.value !== undefined && a.value !== expected && a.value.includes(expected),
    );
    if (exact && other) return { argument: exact.name!, other: other.name!, location: locOf(f, other.node) };
  }
  return undefined;
}

/** Names in an expression (identifiers, and the last part of attributes). */
function namesIn(n: PyNode): Set<string> {
  const out = new Set<string>();
  for (const d of [n, ...descendants(n, { enterDefs: true })]) if (d.type === "identifier") out.add(d.text);
  return out;
}

/** Mocked answers in a file: answer constructors, `return_value=`/`side_effect=` of mocks, and `m.return_value = …` set on a mock. */
function mockAnswerNodes(f: PyFile): PyNode[] {
  const out: PyNode[] = [];
  for (const c of descendants(f.root, { enterDefs: true })) {
    if (c.type === "assignment") {
      const left = field(c, "left");
      if (left?.type === "attribute" && MOCK_VALUE_ATTR.test(field(left, "attribute")?.text ?? "") && field(c, "right"))
        out.push(c);
      continue;
    }
    if (c.type !== "call") continue;
    const fn = dotted(field(c, "function")) ?? field(c, "function")?.text ?? "";
    // the innermost answer: `httpx.Response(200, text=X)` inside `.mock(return_value=…)` counts once
    if (ANSWER_CALL.test(fn)) {
      out.push(c);
      continue;
    }
    const kw = keywordArgs(c);
    const v = kw.get("return_value") ?? kw.get("side_effect");
    if (v && !(v.type === "call" && ANSWER_CALL.test(dotted(field(v, "function")) ?? ""))) out.push(c);
  }
  return out;
}

/** The values a mocked answer node hands back: the right side of `m.return_value = …`, or the call's answer arguments. */
function answerValues(c: PyNode): PyNode[] {
  if (c.type === "assignment") return [field(c, "right")!];
  const args = kids(field(c, "arguments")).map((a) => (a.type === "keyword_argument" ? field(a, "value")! : a));
  const values = [...keywordArgs(c).entries()].filter(([k]) => MOCK_VALUE_KEYS.has(k)).map(([, v]) => v);
  return values.length ? values : args;
}

/**
 * The names a mocked answer is built from, also through local assignments before it
 * (`root = _make_root(SAMPLE_XML)` … `AsyncMock(return_value=root)`), in its function or at module level.
 */
interface AnswerData {
  /** The names it is built from, also through assignments before it. */
  names: Set<string>;
  /** The right sides of those assignments: the data the answer is built from. */
  built: PyNode[];
}

const answerCache = new WeakMap<PyNode, AnswerData>();

/**
 * What a mocked answer is built from, also through assignments before it
 * (`root = _make_root(SAMPLE_XML)` … `AsyncMock(return_value=root)`): in its own function first,
 * then at module level for the names not assigned there.
 */
function answerData(c: PyNode): AnswerData {
  const cached = answerCache.get(c);
  if (cached) return cached;
  const names = new Set(answerValues(c).flatMap((a) => [...namesIn(a)]));
  const built: PyNode[] = [];
  const data = { names, built };
  answerCache.set(c, data);
  const scopes: PyNode[] = [];
  for (let p: PyNode | null = c.parent; p; p = p.parent)
    if (p.type === "function_definition" || p.type === "module") scopes.push(p);
  const local = new Set<string>();
  for (const scope of scopes) {
    const assigns = descendants(scope, { enterDefs: false }).filter(
      (d) =>
        d.type === "assignment" &&
        field(d, "left")?.type === "identifier" &&
        !!field(d, "right") &&
        (scope.type === "module" || d.startIndex < c.startIndex),
    );
    for (let round = 0; round < 3; round++) {
      const before = names.size;
      for (const a of assigns) {
        const name = field(a, "left")!.text;
        if (!names.has(name) || local.has(`${scope.startIndex}:${name}:${a.startIndex}`)) continue;
        local.add(`${scope.startIndex}:${name}:${a.startIndex}`);
        built.push(field(a, "right")!);
        for (const n of namesIn(field(a, "right")!)) names.add(n);
      }
      if (names.size === before) break;
    }
    // names assigned in this scope are resolved here; an outer scope's same name is another value
    for (const a of assigns) if (names.has(field(a, "left")!.text)) names.delete(`\0${field(a, "left")!.text}`);
    if (assigns.some((a) => names.has(field(a, "left")!.text))) break;
  }
  return data;
}

function answerNames(c: PyNode): Set<string> {
  return answerData(c).names;
}

function mockAnswer(f: PyFile, c: PyNode, tableNames: Set<string>, fileLevel: boolean): TestMockAnswer {
  const answer = answerValues(c);
  const { names, built } = answerData(c);
  return {
    location: locOf(f, c),
    text: answer.map((a) => a.text.replace(/\s+/g, "")).join(),
    list: [...answer, ...built].some(
      (a) => a.type === "list" || descendants(a, { enterDefs: true }).some((d) => d.type === "list"),
    ),
    tabular:
      [...names].some((n) => tableNames.has(n)) ||
      answer.some((a) => {
        const s = textOf(a);
        return s !== undefined && looksLikeCsv(s);
      }),
    fileLevel,
  };
}

/**
 * How the data a test's mocks answer with orders the values the test expects (`== ["AAR", "BAS"]`, or
 * the value expected first, `result[0]["name"] == "Aarau"`): `same` (the mock already answers in the
 * expected order), `differs`, or undefined when they are not all visible in it (generated in a loop,
 * built by a helper). The data is the mocks' answers with what they are built from by name.
 */
function mockOrderOf(body: string, answers: PyNode[]): TestCase["mockOrder"] {
  if (!answers.length || !/==\s*\[|\[\s*0\s*\]/.test(body)) return undefined;
  const texts = answers.map((a) =>
    [...answerValues(a), ...answerData(a).built]
      .map((v) => v.text)
      .join(",")
      .replace(/\s+/g, ""),
  );
  const list = /==\s*\[([^\]]*)\]/.exec(body);
  const values = list ? [...list[1]!.matchAll(/(['"])((?:(?!\1).)+)\1/g)].map((x) => x[2]!.replace(/\s+/g, "")) : [];
  if (values.length >= 2) {
    const seen = texts.map((t) => orderIn(t, values)).filter((o) => o !== undefined);
    if (seen.includes("differs")) return "differs";
    if (seen.includes("same")) return "same";
  }
  const first = /\[0\](?:\[(['"])(\w+)\1\]|\.(\w+))?\s*==\s*(['"])((?:(?!\4).)+)\4/.exec(body);
  const key = first?.[2] ?? first?.[3];
  if (!first || !key) return undefined;
  const found = texts.flatMap((t) =>
    [...t.matchAll(new RegExp(`["']${key}["']:(['"])((?:(?!\\1).)*)\\1`, "g"))].map((x) => x[2]!),
  );
  if (found.length < 2 || !found.includes(first[5]!)) return undefined;
  return found[0] === first[5] ? "same" : "differs";
}

function orderIn(text: string, expected: string[]): TestCase["mockOrder"] {
  const at = expected.map((e) => text.indexOf(e));
  if (at.some((i) => i < 0)) return undefined;
  return at.some((i, k) => k > 0 && i < at[k - 1]!) ? "differs" : "same";
}

function casesIn(f: PyFile, tableNames: Set<string>): TestCase[] {
  const answers = mockAnswerNodes(f);
  const fixtureFns = new Map<string, PyNode[]>();
  const fileLevel: PyNode[] = [];
  for (const a of answers) {
    if (enclosingTest(a)) continue;
    let fn: PyNode | undefined;
    for (let p = a.parent; p; p = p.parent) if (p.type === "function_definition") fn = p;
    const name = fn ? field(fn, "name")?.text : undefined;
    if (!name) fileLevel.push(a);
    else fixtureFns.set(name, [...(fixtureFns.get(name) ?? []), a]);
  }
  const out: TestCase[] = [];
  for (const t of testFunctions(f.root)) {
    const params = kids(field(t, "parameters")).map((p) => (p.type === "identifier" ? p.text : field(p, "name")?.text));
    const own = answers.filter((a) => enclosingTest(a) === t);
    const viaFixtures = params.flatMap((p) => (p ? (fixtureFns.get(p) ?? []) : []));
    const body = field(t, "body")?.text ?? "";
    const order = mockOrderOf(body, [...own, ...viaFixtures, ...fileLevel]);
    out.push({
      location: locOf(f, outer(t)),
      title: field(t, "name")!.text,
      mockAnswers: [
        ...own.map((a) => mockAnswer(f, a, tableNames, false)),
        ...[...viaFixtures, ...fileLevel].map((a) => mockAnswer(f, a, tableNames, true)),
      ],
      ...(order ? { mockOrder: order } : {}),
      positional: /==\s*\[|\[\s*0\s*\]/.test(body),
      reorders: /\breversed\(|\.reverse\(\)|\bshuffle\(|\brandom\./.test(body),
      checks: ofType(t, "assert_statement").length,
    });
  }
  return out;
}

/** A string's value with its escapes read (`"a,b\\n1,2"` holds a line break), or undefined when it is not a plain string. */
function textOf(n: PyNode): string | undefined {
  const v = stringValue(n);
  if (v === undefined) return undefined;
  const raw = /^[a-zA-Z]*[rR]["']/.test(unwrap(n).text);
  return raw ? v : v.replace(/\\([nrt\\'"])/g, (_, c: string) => ({ n: "\n", r: "\r", t: "\t" })[c] ?? c);
}

/** The names the mocked answers of a file are built from (see answerNames). */
function answeredNames(answers: PyNode[]): Set<string> {
  return new Set(answers.flatMap((a) => [...answerNames(a)]));
}

/** How a file uses a name: in a mocked answer, as an expected value (`== NAME`), or otherwise. */
function useOf(f: PyFile, name: string, answered: Set<string>): TestFixture["use"] {
  if (answered.has(name)) return "mock-answer";
  for (const d of ofType(f.root, "comparison_operator"))
    if (
      d.children.some((c) => !c.isNamed && c.text === "==") &&
      kids(d).some((k) => k.type === "identifier" && k.text === name)
    )
      return "expected";
  return "other";
}

/** The module docstring or the comment block a file opens with: a statement about every fixture in it. */
function fileHead(f: PyFile): string {
  const first = kids(f.root)[0];
  const doc =
    first?.type === "expression_statement" && kids(first)[0]?.type === "string"
      ? (stringValue(kids(first)[0]) ?? "")
      : "";
  const comments: string[] = [];
  for (const l of f.text.split("\n").slice(0, 40)) {
    if (!/^\s*#/.test(l)) break;
    comments.push(l);
  }
  return `${doc}\n${comments.join("\n")}`;
}

/** Module- or function-level assignments of table, JSON or XML text and dict/list literals. */
function inlineFixtures(f: PyFile, answers: PyNode[]): TestFixture[] {
  const out: TestFixture[] = [];
  const answered = answeredNames(answers);
  const head = fileHead(f);
  for (const d of ofType(f.root, "assignment")) {
    const left = field(d, "left");
    const right = field(d, "right");
    if (left?.type !== "identifier" || !right) continue;
    const text = textOf(right);
    const kind: TestFixture["kind"] | undefined =
      text !== undefined && looksLikeCsv(text)
        ? "csv-text"
        : text !== undefined && looksLikeJson(text)
          ? "json-text"
          : text !== undefined && looksLikeMarkup(text)
            ? "markup-text"
            : right.type === "dictionary" || right.type === "list"
              ? "literal"
              : undefined;
    if (!kind) continue;
    const size = kind === "literal" ? ofType(right, "pair").length : undefined;
    if (size !== undefined && size < 3) continue;
    const stmt = d.parent?.type === "expression_statement" ? d.parent : d;
    const test = enclosingTest(d);
    const comments = commentsAround(f, stmt);
    out.push({
      location: locOf(f, d),
      ...(test ? { test: field(test, "name")!.text } : {}),
      name: left.text,
      kind,
      ...(size !== undefined ? { size } : {}),
      provenance: hasProvenance(comments),
      placeholders: PLACEHOLDER.test(text ?? right.text),
      ...(saysHandBuilt(`${comments}\n${head}`, left.text) ? { handBuilt: true } : {}),
      ...(saysSomething(comments) ? { commented: true as const } : {}),
      use: useOf(f, left.text, answered),
    });
  }
  return out;
}

/** Fixture files a test opens: `open(HERE / "fixtures" / "a.json")`, `Path(...).read_text()`, `json.load(open("a.json"))`. */
function fixtureFiles(root: string, f: PyFile, answers: PyNode[], skipped: SkippedItem[]): TestFixture[] {
  const out: TestFixture[] = [];
  const seen = new Set<string>();
  const dir = path.join(root, path.dirname(f.rel));
  for (const s of ofType(f.root, "string")) {
    const spec = stringValue(s);
    if (!spec || !FIXTURE_EXT.test(spec) || spec.includes("\n")) continue;
    const parts: string[] = [];
    // `FIXTURES / "a.json"`, `os.path.join(HERE, "fixtures", "a.json")`: the literals before it in the expression
    const expr = s.parent?.type === "binary_operator" || s.parent?.type === "argument_list" ? s.parent : undefined;
    if (expr) for (const k of kids(expr)) if (k !== s && stringValue(k)) parts.push(stringValue(k)!);
    const rels = [[...parts, spec].join("/"), spec];
    const candidates = rels.flatMap((r) => [
      path.resolve(dir, r),
      path.resolve(dir, "fixtures", r),
      path.resolve(dir, "data", r),
      path.resolve(root, r),
    ]);
    const real = candidates.find((c) => existsSync(c));
    if (!real || !isInside(root, real) || seen.has(real)) continue;
    const relFile = path.relative(root, real).split(path.sep).join("/");
    if (!FIXTURE_DIR.test(relFile)) continue;
    seen.add(real);
    const refused = fixtureRefusal(real, root);
    if (refused) {
      skipped.push({ subject: relFile, reason: refused, kind: "file" });
      continue;
    }
    let stmt: PyNode = s;
    while (stmt.parent && !/_statement$|^assignment$/.test(stmt.type)) stmt = stmt.parent;
    const assigned = stmt.type === "assignment" ? field(stmt, "left") : undefined;
    const name = assigned?.type === "identifier" ? assigned.text : undefined;
    const test = enclosingTest(s);
    out.push({
      location: locOf(f, stmt),
      ...(test ? { test: field(test, "name")!.text } : {}),
      name: name ?? relFile,
      kind: "file",
      file: relFile,
      provenance: hasProvenance(commentsAround(f, stmt)) || sidecarProvenance(real, root),
      placeholders: PLACEHOLDER.test(readText(real, root).slice(0, 20_000)),
      use: name ? useOf(f, name, answeredNames(answers)) : "other",
    });
  }
  return out;
}

/** Modules a test file imports (`from pkg.mod import x`, `import pkg.mod`), as written. */
function importedModules(f: PyFile): string[] {
  const out: string[] = [];
  for (const d of descendants(f.root, { enterDefs: true })) {
    if (d.type === "import_from_statement") {
      const m = field(d, "module_name")?.text;
      if (m) out.push(m.replace(/^\.+/, ""));
    } else if (d.type === "import_statement")
      for (const k of kids(d)) out.push((k.type === "aliased_import" ? field(k, "name")?.text : k.text) ?? "");
  }
  return out.filter(Boolean);
}

/** The file with its syntax tree (test files are parsed on demand: the loader keeps only their text). */
function parsed(tf: PyFile): PyFile {
  if (isParsed(tf)) return tf;
  const tree = parsePython(tf.text);
  return { ...tf, tree, root: tree.rootNode };
}

/** Everything `ServerModel.tests` holds, for a Python project's test files; undefined when it has none. */
export function buildPyTestSuite(
  loaded: LoadedPython,
  upstreamCalls: UpstreamCall[],
  tools: ToolModel[],
): TestSuite | undefined {
  const files = loaded.testFiles.filter((f) => !/(^|\/)conftest\.py$/.test(f.rel) || /\bdef test/.test(f.text));
  if (!loaded.testFiles.length) return undefined;
  const suite: TestSuite = {
    files: loaded.testFiles.map((f) => f.rel).sort(),
    reachingUpstream: [],
    unmocked: [],
    cases: [],
    assertions: [],
    fixtures: [],
  };
  // modules that call the upstream, and modules whose tools reach such a call
  const reaching = new Set(upstreamCalls.flatMap((u) => u.reachedFrom));
  const upstreamFiles = new Set([
    ...upstreamCalls.map((u) => u.location.file),
    ...tools.filter((t) => reaching.has(t.id)).map((t) => t.location.file),
  ]);
  // read once, and only when an assert tests membership in a member (`"x" in s.origins_list`)
  let known: Set<string> | undefined;
  const members = () => {
    known ??= collectionMembers(loaded);
    return known;
  };
  for (const tf of files) {
    const f = parsed(tf);
    const reaches = importedModules(f).some((m) => {
      const target = loaded.byModule.get(m);
      return !!target && !target.isTest && upstreamFiles.has(target.rel);
    });
    if (reaches) {
      suite.reachingUpstream.push(f.rel);
      if (!NETWORK_MOCK.test(f.text)) suite.unmocked.push(f.rel);
    }
    const answers = mockAnswerNodes(f);
    const fixtures = [...fixtureFiles(loaded.root, f, answers, loaded.skipped), ...inlineFixtures(f, answers)];
    const tableNames = new Set(
      fixtures.filter((x) => x.kind === "csv-text" || /\.(csv|tsv)$/i.test(x.file ?? "")).map((x) => x.name),
    );
    suite.fixtures.push(...fixtures);
    suite.cases.push(...casesIn(f, tableNames));
    suite.assertions.push(...assertionsIn(f, members));
  }
  suite.reachingUpstream.sort();
  suite.unmocked.sort();
  return suite;
}
