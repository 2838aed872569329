/**
 * The TypeScript front end's reading of a server's own tests (vitest, jest, mocha + chai, node:test
 * all look alike here: `it`/`test` blocks, `expect`/`assert`): assertions with their matcher kind
 * and subject, the answers upstream mocks give, and the recordings tests load. Fills
 * `ServerModel.tests`; the tests half of rule 5 decides from these facts.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { ts } from "ts-morph";
import { relativePath } from "../../model/location.js";
import type {
  SkippedItem,
  TestAssertion,
  TestCase,
  TestFixture,
  TestMatcherKind,
  TestMockAnswer,
  TestSuite,
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
import type { LoadedProject } from "./load.js";
import {
  type CallExpression,
  Node,
  type SourceFile,
  SyntaxKind,
  typescript,
  type VariableDeclaration,
} from "./morph.js";
import { constString } from "./syntax/const-eval.js";
import { lineCol, linesOf, locOf } from "./syntax/location.js";
import { compilerDescendantsOfKind, descendantsOfKind, descendantsOfKinds, wrap } from "./syntax/node-index.js";
import { unwrap } from "./syntax/resolve.js";

/** Matchers that pass on part of a text (jest/vitest, jest-extended, chai), by kind. */
const TEXT_MATCHERS: Record<string, TestMatcherKind> = {
  toContain: "substring",
  toInclude: "substring",
  include: "substring",
  includes: "substring",
  contain: "substring",
  contains: "substring",
  string: "substring",
  toMatch: "substring",
  match: "substring",
  toStartWith: "prefix",
  startWith: "prefix",
  toEndWith: "suffix",
  endWith: "suffix",
};
const EXACT_MATCHERS = /^(toBe|toEqual|toStrictEqual|equal|equals|eql|deepEqual|deepStrictEqual|strictEqual)$/;
const SNAPSHOT_MATCHERS = /^(toMatchSnapshot|toMatchInlineSnapshot|toMatchFileSnapshot)$/;
const STRING_METHODS: Record<string, TestMatcherKind> = {
  includes: "substring",
  indexOf: "substring",
  match: "substring",
  startsWith: "prefix",
  endsWith: "suffix",
};
const TEST_CALL = /^(it|test|specify)(\.(only|skip|concurrent|each\(.*\)))?$/s;
const ASSERTION = /^(expect|assert|assert\.(ok|equal|strictEqual|deepEqual|deepStrictEqual)|t\.(ok|true|assert|is))$/;
const ASSERT_EQUAL = /^(assert\.)?(equal|strictEqual|deepEqual|deepStrictEqual)$|^t\.(is|deepEqual)$/;
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
const ERROR_VALUE = /^(e|err|error|ex|exception|caught|reason|\w*Error)$/;

function calleeText(call: CallExpression): string {
  return call.getExpression().getText();
}

/**
 * The calls inside `scope` whose callee passes `keep`, decided on the compiler's nodes so that only
 * the calls kept are wrapped: a test file holds thousands of calls and each reader here wants a few.
 * `keep` sees the callee's text and, for `a.b(…)`, the last name `b`.
 */
function callsWhere(scope: Node, keep: (callee: string, lastName: string | undefined) => boolean): CallExpression[] {
  const sf = scope.getSourceFile();
  const text = sf.compilerNode;
  const out: CallExpression[] = [];
  for (const c of compilerDescendantsOfKind(scope, SyntaxKind.CallExpression)) {
    const callee = (c as ts.CallExpression).expression;
    const last =
      callee.kind === SyntaxKind.PropertyAccessExpression
        ? (callee as ts.PropertyAccessExpression).name.text
        : undefined;
    if (keep(callee.getText(text), last)) out.push(wrap(sf, c) as CallExpression);
  }
  return out;
}

function oneLine(node: Node, max = 90): string {
  return node.getText().replace(/\s+/g, " ").slice(0, max);
}

/** The title of the `it`/`test` block around a node. */
function testTitle(node: Node): string | undefined {
  for (const a of node.getAncestors()) {
    if (Node.isCallExpression(a) && TEST_CALL.test(calleeText(a)))
      return constString(a.getArguments()[0])?.value ?? a.getArguments()[0]?.getText();
  }
  return undefined;
}

/** The last property name of a field read: `result.status`, `body["match_type"]`, `String(r.code)`. */
function fieldName(expr: Node): string | undefined {
  const u = unwrap(expr);
  if (Node.isPropertyAccessExpression(u)) return u.getName();
  if (Node.isElementAccessExpression(u)) return constString(u.getArgumentExpression())?.value;
  if (Node.isCallExpression(u) && /^String$/.test(calleeText(u)))
    return u.getArguments()[0] ? fieldName(u.getArguments()[0]!) : undefined;
  return undefined;
}

function subjectOf(expr: Node | undefined): TestAssertion["subject"] {
  if (!expr) return { kind: "value", text: "" };
  const text = oneLine(expr, 60);
  const field = fieldName(expr);
  if (!field) return { kind: "value", text };
  const u = unwrap(expr);
  const base = Node.isPropertyAccessExpression(u) || Node.isElementAccessExpression(u) ? u.getExpression() : undefined;
  if (base && (ERROR_VALUE.test(unwrap(base).getText()) || /\bas Error\b/.test(base.getText())))
    return { kind: "error-field", field, text };
  return { kind: "field", field, text };
}

/** Collection types: an element of one is found by equality, not as part of a text. */
const COLLECTION_SYMBOL = /^(Array|ReadonlyArray|Set|ReadonlySet|Map|ReadonlyMap)$/;
/** Calls whose value is an array whatever the receiver (`.split()` of a text, `.map()` of a list, `Object.keys()`). */
const ARRAY_CALL =
  /^(Array\.from|Array\.of|Object\.(keys|values|entries))$|\.(split|map|filter|sort|flatMap|flat|toSorted)$/;

/** Whether a type annotation names a collection: `string[]`, `readonly string[]`, `[a, b]`, `Set<string>`, `string[] | undefined`. */
function collectionType(t: Node): boolean {
  if (Node.isArrayTypeNode(t) || Node.isTupleTypeNode(t)) return true;
  if (Node.isTypeOperatorTypeNode(t) || Node.isParenthesizedTypeNode(t)) return collectionType(t.getTypeNode());
  if (Node.isTypeReference(t)) return COLLECTION_SYMBOL.test(t.getTypeName().getText());
  if (Node.isUnionTypeNode(t)) {
    const parts = t.getTypeNodes().filter((x) => !/^(undefined|null)$/.test(x.getText()));
    return parts.length > 0 && parts.every(collectionType);
  }
  return false;
}

/**
 * Whether a value is a collection (an array, tuple, set or map), read from its syntax and from the
 * declarations of the names it reads (the project loads no standard library, so the checker cannot tell
 * an array type): a literal, `new Set(…)`, `.split()`/`.map()`/`.sort()`, a field or variable declared
 * `string[]`/`readonly string[]`/`Set<string>` or set to one of these. A value of unknown or text kind is
 * no collection.
 */
function holdsCollection(n: Node | undefined, depth = 0): boolean {
  if (!n || depth > 3) return false;
  const u = unwrap(n);
  if (Node.isArrayLiteralExpression(u)) return true;
  if (Node.isNewExpression(u)) return COLLECTION_SYMBOL.test(u.getExpression().getText());
  if (Node.isCallExpression(u)) return ARRAY_CALL.test(u.getExpression().getText().replace(/\s+/g, ""));
  if (!Node.isIdentifier(u) && !Node.isPropertyAccessExpression(u)) return false;
  const sym = u.getSymbol();
  for (const d of sym?.getDeclarations() ?? []) {
    const typeNode =
      Node.isPropertySignature(d) ||
      Node.isPropertyDeclaration(d) ||
      Node.isVariableDeclaration(d) ||
      Node.isParameterDeclaration(d)
        ? d.getTypeNode()
        : undefined;
    if (typeNode) return collectionType(typeNode);
    const init =
      Node.isPropertyAssignment(d) || Node.isPropertyDeclaration(d) || Node.isVariableDeclaration(d)
        ? d.getInitializer()
        : undefined;
    if (init) return holdsCollection(init, depth + 1);
  }
  return false;
}

function isPlainString(n: Node | undefined): boolean {
  if (!n) return false;
  const u = unwrap(n);
  return Node.isStringLiteral(u) || Node.isNoSubstitutionTemplateLiteral(u) || Node.isTemplateExpression(u);
}

/** The subject of an `expect(subject)…matcher()` chain, whether the chain is negated and on a rejection. */
function expectChain(matcherCallee: Node): { subject?: Node; negated: boolean; rejects: boolean } | undefined {
  let negated = false;
  let rejects = false;
  for (let cur: Node = matcherCallee; ; ) {
    if (Node.isCallExpression(cur)) {
      if (/^(expect|chai\.expect)$/.test(calleeText(cur))) return { subject: cur.getArguments()[0], negated, rejects };
      cur = cur.getExpression();
    } else if (Node.isPropertyAccessExpression(cur)) {
      if (cur.getName() === "not") negated = true;
      if (cur.getName() === "rejects") rejects = true;
      cur = cur.getExpression();
    } else return undefined;
  }
}

function onRejection(node: Node): boolean {
  return node.getAncestors().some((a) => Node.isCallExpression(a) && /\.rejects\.\w+$/.test(calleeText(a)));
}

/** Whether a call can be one of the assertions `assertionsIn` reads (a superset of what it keeps, decided from the callee alone). */
function mayAssert(callee: string, last: string | undefined): boolean {
  if (last === undefined || callee.startsWith("assert.")) return ASSERT_EQUAL.test(callee);
  return (
    TEXT_MATCHERS[last] !== undefined ||
    EXACT_MATCHERS.test(last) ||
    SNAPSHOT_MATCHERS.test(last) ||
    STRING_METHODS[last] !== undefined ||
    last === "stringContaining" ||
    last === "stringMatching"
  );
}

function assertionsIn(sf: SourceFile): TestAssertion[] {
  const out: TestAssertion[] = [];
  const push = (call: CallExpression, a: Omit<TestAssertion, "location" | "code" | "test">) => {
    const test = testTitle(call);
    out.push({ location: locOf(call), code: oneLine(call), ...(test ? { test } : {}), ...a });
  };
  for (const call of callsWhere(sf, mayAssert)) {
    const callee = call.getExpression();
    const arg = call.getArguments()[0];
    if (
      Node.isIdentifier(callee) ||
      (Node.isPropertyAccessExpression(callee) && callee.getText().startsWith("assert."))
    ) {
      // assert.equal(x, "y") / assert.strictEqual(x, y)
      if (ASSERT_EQUAL.test(callee.getText()) && arg)
        push(call, {
          matcher: "exact",
          form: "equality",
          subject: subjectOf(arg),
          ...(constString(call.getArguments()[1])?.value !== undefined
            ? { expected: constString(call.getArguments()[1])!.value }
            : {}),
          negated: false,
          onRejection: false,
        });
      continue;
    }
    if (!Node.isPropertyAccessExpression(callee)) continue;
    const matcher = callee.getName();
    const expected = isPlainString(arg) ? constString(arg)?.value : undefined;
    const chainKind = TEXT_MATCHERS[matcher];
    if (chainKind || EXACT_MATCHERS.test(matcher) || SNAPSHOT_MATCHERS.test(matcher)) {
      const chain = expectChain(callee.getExpression());
      if (chain) {
        // a text matcher with a regular expression or a non-text argument is a pattern or a membership test
        if (chainKind && !isPlainString(arg)) {
          if (arg && Node.isRegularExpressionLiteral(unwrap(arg)))
            push(call, {
              matcher: "pattern",
              form: "matcher",
              subject: subjectOf(chain.subject),
              negated: chain.negated,
              onRejection: chain.rejects,
            });
          continue;
        }
        // `expect(sec.allowedOrigins).toContain("https://a.example")` on a `string[]`: membership of one element,
        // an exact match; only a text subject is searched for a part
        const member = chainKind === "substring" && holdsCollection(chain.subject);
        push(call, {
          matcher: member ? "exact" : (chainKind ?? (SNAPSHOT_MATCHERS.test(matcher) ? "snapshot" : "exact")),
          form: chainKind ? "matcher" : "equality",
          subject: subjectOf(chain.subject),
          ...(expected !== undefined ? { expected } : {}),
          negated: chain.negated,
          onRejection: chain.rejects,
        });
        continue;
      }
    }
    const method = STRING_METHODS[matcher];
    if (method && isPlainString(arg)) {
      if (!call.getAncestors().some((a) => Node.isCallExpression(a) && ASSERTION.test(calleeText(a)))) continue;
      // `origins.includes("https://a.example")` on an array: membership of one element, an exact match
      const member = (matcher === "includes" || matcher === "indexOf") && holdsCollection(callee.getExpression());
      push(call, {
        matcher: member ? "exact" : method,
        form: "text-method",
        subject: subjectOf(callee.getExpression()),
        ...(expected !== undefined ? { expected } : {}),
        negated: call.getParent()?.getKind() === SyntaxKind.PrefixUnaryExpression,
        onRejection: false,
      });
      continue;
    }
    // toMatchObject({ status: expect.stringContaining("ok") })
    if (
      (matcher === "stringContaining" || matcher === "stringMatching") &&
      callee.getExpression().getText() === "expect" &&
      isPlainString(arg)
    ) {
      const p = call.getParent();
      const field = p && Node.isPropertyAssignment(p) ? p.getName().replace(/^["']|["']$/g, "") : undefined;
      push(call, {
        matcher: "substring",
        form: "asymmetric",
        subject: field ? { kind: "field", field, text: field } : { kind: "value", text: "" },
        ...(expected !== undefined ? { expected } : {}),
        negated: false,
        onRejection: onRejection(call),
      });
    }
  }
  return out;
}

interface MockCall {
  call: CallExpression;
  answer: TestMockAnswer;
}

/** Mock set-ups in a scope that answer with a fixed value, with what the answer holds. */
function mockAnswers(scope: Node, tableNames: Set<string>): MockCall[] {
  // the scope's declarations by name, once: every identifier handed to a mock is looked up here
  // …and the file's top-level constants (`const SORTED = […]` above the tests), where the scope has none by that name
  let byName: Map<string, VariableDeclaration[]> | undefined;
  let fileLevel: Map<string, VariableDeclaration[]> | undefined;
  const index = (decls: VariableDeclaration[]) => {
    const m = new Map<string, VariableDeclaration[]>();
    for (const d of decls) {
      const list = m.get(d.getName());
      if (list) list.push(d);
      else m.set(d.getName(), [d]);
    }
    return m;
  };
  const declared = (name: string): readonly VariableDeclaration[] => {
    byName ??= index([...descendantsOfKind(scope, SyntaxKind.VariableDeclaration)]);
    const own = byName.get(name);
    if (own) return own;
    fileLevel ??= index(
      scope
        .getSourceFile()
        .getVariableStatements()
        .flatMap((v) => v.getDeclarations()),
    );
    return fileLevel.get(name) ?? [];
  };
  return callsWhere(scope, (text, last) => MOCK_RETURN.test(last ?? text) || /^(vi|jest)\.fn$/.test(text)).flatMap(
    (c) => {
      const args = c.getArguments();
      if (!args.length) return [];
      // a literal the test builds and hands to the mock by name (`const page = { stations: […] }; mock(answer(page))`)
      const named = args
        .flatMap((a) => [a, ...descendantsOfKind(a, SyntaxKind.Identifier)])
        .filter((i) => Node.isIdentifier(i))
        .flatMap((i) =>
          declared(i.getText())
            .filter((d) => d.getStart() < c.getStart())
            .flatMap((d) => d.getInitializer() ?? []),
        );
      const list = [...args, ...named].some(
        (a) =>
          descendantsOfKind(a, SyntaxKind.ArrayLiteralExpression).length > 0 ||
          Node.isArrayLiteralExpression(unwrap(a)),
      );
      const tabular = args.some(
        (a) =>
          [a, ...descendantsOfKind(a, SyntaxKind.Identifier)].some((i) => tableNames.has(i.getText())) ||
          [a, ...descendantsOfKinds(a, [SyntaxKind.NoSubstitutionTemplateLiteral, SyntaxKind.StringLiteral])].some(
            (s) =>
              (Node.isStringLiteral(s) || Node.isNoSubstitutionTemplateLiteral(s)) && looksLikeCsv(s.getLiteralValue()),
          ),
      );
      return [
        {
          call: c,
          answer: {
            location: locOf(c),
            text: [...args, ...named].map((a) => a.getText().replace(/\s+/g, "")).join(),
            list,
            tabular,
            fileLevel: !testTitle(c),
          },
        },
      ];
    },
  );
}

/** An assertion that the request carried the sort (`toHaveBeenCalledWith(…, { sort: … })`). */
const SORT_HANDED_ON =
  /\.(toHaveBeenCalledWith|toHaveBeenLastCalledWith|toBeCalledWith)\([^;]*\b(sort|sort_?by|order_?by|orderBy|sortBy)\b/s;

/** The string literals of the first list a test compares whole (`toEqual(['b', 'a'])`), in order, and where that check stands. */
function expectedOrder(text: string): { values: string[]; at: number } {
  const m = /\.(toEqual|toStrictEqual|deepEqual|deepStrictEqual|eql)\(\s*\[([^\]]*)\]/.exec(text);
  if (!m) return { values: [], at: -1 };
  return { values: [...m[2]!.matchAll(/(['"`])((?:(?!\1).)+)\1/g)].map((x) => x[2]!.replace(/\s+/g, "")), at: m.index };
}

/**
 * The value a test expects first (`expect(locs[0]!.facility).toBe('Seattle Site')`), with the field it
 * names, and where that check stands.
 */
function expectedFirst(text: string): { field?: string; value: string; at: number } | undefined {
  const m = /\[0\]!?(?:\.(\w+))?\)\s*\.(?:toBe|toEqual|toStrictEqual)\(\s*(['"`])((?:(?!\2).)+)\2\s*\)/.exec(text);
  return m ? { ...(m[1] ? { field: m[1] } : {}), value: m[3]!.replace(/\s+/g, ""), at: m.index } : undefined;
}

/**
 * How the data the test builds before it checks the order (its mock's answer, or a literal the mock
 * answers with by name, `mockResolvedValue({ studies: [study] })`) orders the values the test
 * expects: `same` when it already holds them in the expected order (the test cannot fail on order),
 * `differs` when in another order (the order is the server's), undefined when they are not all
 * visible in it (generated in a loop, built by a helper, synthesized by the server).
 */
function mockOrderOf(text: string, mocks: TestMockAnswer[]): TestCase["mockOrder"] {
  const order = expectedOrder(text);
  if (order.values.length >= 2 && mocks.length) {
    const seen = [...mocks.map((a) => a.text), text.slice(0, order.at).replace(/\s+/g, "")]
      .map((t) => orderIn(t, order.values))
      .filter((o) => o !== undefined);
    if (seen.includes("differs")) return "differs";
    if (seen.includes("same")) return "same";
  }
  const first = expectedFirst(text);
  if (!first || !mocks.length) return undefined;
  const before = text.slice(0, first.at).replace(/\s+/g, "");
  const values = first.field
    ? [...before.matchAll(new RegExp(`["']?${first.field}["']?:(['"\`])((?:(?!\\1).)*)\\1`, "g"))].map((x) => x[2]!)
    : [];
  if (values.length < 2 || !values.includes(first.value)) return undefined;
  return values[0] === first.value ? "same" : "differs";
}

/** Whether a text holds the expected values in the expected order, in another, or not all of them. */
function orderIn(mockText: string, expected: string[]): TestCase["mockOrder"] {
  const at = expected.map((e) => mockText.indexOf(e));
  if (at.some((i) => i < 0)) return undefined;
  return at.some((i, k) => k > 0 && i < at[k - 1]!) ? "differs" : "same";
}

function casesIn(sf: SourceFile, tableNames: Set<string>): TestCase[] {
  const out: TestCase[] = [];
  const fileLevel = mockAnswers(sf, tableNames).filter((m) => m.answer.fileLevel);
  for (const call of callsWhere(sf, (text) => TEST_CALL.test(text))) {
    const title = constString(call.getArguments()[0])?.value;
    const body = call.getArguments()[1];
    if (!title || !body) continue;
    const text = body.getText();
    const answers = [...mockAnswers(body, tableNames), ...fileLevel].map((m) => m.answer);
    const order = mockOrderOf(text, answers);
    out.push({
      location: locOf(call),
      title,
      mockAnswers: answers,
      positional: POSITIONAL_ASSERTION.test(text),
      reorders: /\.(reverse|toReversed)\(|shuffle|Math\.random/.test(text),
      ...(order ? { mockOrder: order } : {}),
      ...(SORT_HANDED_ON.test(text) ? { sortHandedOn: true } : {}),
      checks: callsWhere(body, (text) => /^(expect|chai\.expect|assert(\.\w+)?|t\.\w+)$/.test(text)).length,
    });
  }
  return out;
}

/**
 * The comment text a reader sees beside a node: comment lines directly above it, and `//` or
 * `/* … *\/` comments on the lines it spans.
 */
function commentsAround(node: Node): string {
  const sf = node.getSourceFile();
  const lines = linesOf(sf);
  const first = lineCol(sf, node.getStart()).line - 1;
  const last = lineCol(sf, node.getEnd()).line - 1;
  const above = commentsAbove(node);
  const out: string[] = above ? [above] : [];
  for (let i = first; i <= Math.min(last, lines.length - 1); i++) {
    const m = /(?:^|[^:"'`\\])(\/\/.*|\/\*.*?\*\/)/.exec(lines[i]!);
    if (m) out.push(m[1]!);
  }
  return out.join("\n");
}

/**
 * The comments that speak about a declaration: those around its statement and, where the statement
 * sits in a function handed to a mock (`vi.spyOn(m, "f").mockImplementation(async () => { const x = … })`,
 * `vi.fn(function () { … })`), the comment lines above the statement that sets up that mock: a comment
 * above a mock speaks about the answer it builds.
 */
function commentsOfDeclaration(stmt: Node): string {
  const out = [commentsAround(stmt)];
  let at: Node = stmt;
  for (let depth = 0; depth < 3; depth++) {
    const fn = at.getFirstAncestor((a) => Node.isArrowFunction(a) || Node.isFunctionExpression(a));
    const call = fn?.getParent();
    if (!fn || !call || !Node.isCallExpression(call)) break;
    const callee = call.getExpression();
    const m = Node.isPropertyAccessExpression(callee) ? callee.getName() : callee.getText();
    if (!MOCK_RETURN.test(m) && !/^(vi|jest)\.fn$/.test(callee.getText())) break;
    const outer = fn.getFirstAncestor((a) => Node.isStatement(a) && !Node.isBlock(a));
    if (!outer) break;
    out.push(commentsAbove(outer));
    at = outer;
  }
  return out.filter(Boolean).join("\n");
}

/** The comment lines right above a node. */
function commentsAbove(node: Node): string {
  const sf = node.getSourceFile();
  const lines = linesOf(sf);
  const out: string[] = [];
  for (let i = lineCol(sf, node.getStart()).line - 2; i >= 0 && /^\s*(\/\/|\/\*|\*)/.test(lines[i]!); i--)
    out.unshift(lines[i]!.trim());
  return out.join("\n");
}

/** The comment block a test file opens with: a statement about every fixture in it. */
function fileHead(sf: SourceFile): string {
  const lines = linesOf(sf);
  const out: string[] = [];
  for (const l of lines.slice(0, 40)) {
    if (/^\s*(\/\/|\/\*|\*)/.test(l)) out.push(l.trim());
    else if (l.trim()) break;
  }
  return out.join("\n");
}

/** How a test file uses a name: handed to a mock as its answer, compared as an expected value, or otherwise. */
function useOf(sf: SourceFile, name: string): TestFixture["use"] {
  let use: TestFixture["use"] = "other";
  // the compiler's identifiers are tested first (their value; a name spelled with escapes is read as
  // text below), and only those with the name are wrapped
  const escaped = name.includes("\\");
  for (const c of compilerDescendantsOfKind(sf, SyntaxKind.Identifier)) {
    if (!escaped && (c as ts.Identifier).text !== name) continue;
    const id = wrap(sf, c);
    if (id.getText() !== name) continue;
    for (const a of id.getAncestors()) {
      if (!Node.isCallExpression(a)) continue;
      const callee = a.getExpression();
      const m = Node.isPropertyAccessExpression(callee) ? callee.getName() : callee.getText();
      if (MOCK_RETURN.test(m) || /^(vi|jest)\.fn$/.test(callee.getText())) return "mock-answer";
      if (EXACT_MATCHERS.test(m) || /^toMatchObject$/.test(m)) {
        if (a.getArguments().some((x) => x === id || (x.getPos() <= id.getPos() && id.getEnd() <= x.getEnd())))
          use = "expected";
        break;
      }
    }
    const nw = id.getFirstAncestorByKind(SyntaxKind.NewExpression);
    if (nw && /^Response$/.test(nw.getExpression().getText())) return "mock-answer";
  }
  return use;
}

function findByName(dir: string, root: string, base: string): string[] {
  const out: string[] = [];
  for (const sub of ["fixtures", "__fixtures__", "data", "recordings", "../fixtures", "../__fixtures__"]) {
    const p = path.resolve(dir, sub, base);
    if (p.startsWith(root)) out.push(p);
  }
  return out;
}

/** Fixture files a test loads: `import x from "./fixtures/a.json"`, `readFileSync(…"a.csv")`, `require("./a.json")`. */
function fixtureFiles(root: string, sf: SourceFile, skipped: SkippedItem[]): TestFixture[] {
  const out: TestFixture[] = [];
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
    const rel = relativePath(root, real);
    const refused = fixtureRefusal(real, root);
    if (refused) {
      skipped.push({ subject: rel, reason: refused, kind: "file" });
      return;
    }
    const stmt = node.getFirstAncestor((a) => Node.isStatement(a)) ?? node;
    const decl = Node.isImportDeclaration(node)
      ? node.getDefaultImport()?.getText()
      : node.getFirstAncestorByKind(SyntaxKind.VariableDeclaration)?.getName();
    const test = testTitle(node);
    out.push({
      location: locOf(node),
      ...(test ? { test } : {}),
      name: decl ?? rel,
      kind: "file",
      file: rel,
      provenance: hasProvenance(commentsAround(stmt)) || sidecarProvenance(real, root),
      placeholders: PLACEHOLDER.test(readText(real, root).slice(0, 20_000)),
      ...(saysHandBuilt(`${commentsAround(stmt)}\n${fileHead(sf)}`, decl ?? "") ? { handBuilt: true } : {}),
      use: decl ? useOf(sf, decl) : "other",
    });
  };
  for (const imp of sf.getImportDeclarations()) consider(imp, imp.getModuleSpecifierValue());
  for (const call of callsWhere(sf, (text) =>
    /(^|\.)(readFileSync|readFile|require|loadFixture|fixture)$/.test(text),
  )) {
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

/** Inline data: CSV or JSON text blocks, and object or array literals bound to a name. */
function inlineFixtures(sf: SourceFile): TestFixture[] {
  const out: TestFixture[] = [];
  for (const c of compilerDescendantsOfKind(sf, SyntaxKind.VariableDeclaration)) {
    // tested on the compiler node first: only named declarations with a value are wrapped
    const vd = c as ts.VariableDeclaration;
    if (!vd.initializer || !typescript.isIdentifier(vd.name)) continue;
    const decl = wrap(sf, c) as VariableDeclaration;
    const init = decl.getInitializerOrThrow();
    const u = unwrap(init);
    const text = Node.isNoSubstitutionTemplateLiteral(u) || Node.isStringLiteral(u) ? u.getLiteralValue() : undefined;
    const kind: TestFixture["kind"] | undefined =
      text !== undefined && looksLikeCsv(text)
        ? "csv-text"
        : text !== undefined && looksLikeJson(text)
          ? "json-text"
          : text !== undefined && looksLikeMarkup(text)
            ? "markup-text"
            : Node.isObjectLiteralExpression(u) || Node.isArrayLiteralExpression(u)
              ? "literal"
              : undefined;
    if (!kind) continue;
    const size = kind === "literal" ? compilerDescendantsOfKind(u, SyntaxKind.PropertyAssignment).length : undefined;
    if (size !== undefined && size < 3) continue;
    const stmt = decl.getFirstAncestorByKind(SyntaxKind.VariableStatement) ?? decl;
    const comments = commentsOfDeclaration(stmt);
    const test = testTitle(decl);
    out.push({
      location: locOf(decl),
      ...(test ? { test } : {}),
      name: decl.getName(),
      kind,
      ...(size !== undefined ? { size } : {}),
      provenance: hasProvenance(comments),
      placeholders: PLACEHOLDER.test(text ?? u.getText()),
      ...(saysHandBuilt(`${comments}\n${fileHead(sf)}`, decl.getName()) ? { handBuilt: true } : {}),
      ...(saysSomething(comments) ? { commented: true as const } : {}),
      use: useOf(sf, decl.getName()),
    });
  }
  return out;
}

const importedCache = new WeakMap<SourceFile, (SourceFile | undefined)[]>();

/** The files a file's import and export declarations name, in order (resolved once per file: test files share sources). */
function importedFiles(sf: SourceFile): (SourceFile | undefined)[] {
  let files = importedCache.get(sf);
  if (!files) {
    files = [...sf.getImportDeclarations(), ...sf.getExportDeclarations()].map((imp) =>
      imp.getModuleSpecifierSourceFile(),
    );
    importedCache.set(sf, files);
  }
  return files;
}

/** Project source files a test file reaches through relative imports (bounded). */
function reachedSources(
  sf: SourceFile,
  sources: Set<SourceFile>,
  depth = 0,
  seen = new Set<SourceFile>(),
): Set<SourceFile> {
  if (depth > 4) return seen;
  for (const target of importedFiles(sf)) {
    if (target && sources.has(target) && !seen.has(target)) {
      seen.add(target);
      reachedSources(target, sources, depth + 1, seen);
    }
  }
  return seen;
}

function mocksNetwork(sf: SourceFile, upstreamFiles: Set<SourceFile>): boolean {
  if (NETWORK_MOCK.test(sf.getFullText())) return true;
  for (const call of callsWhere(sf, (text) => /^(vi|jest)\.(mock|doMock)$|^mock\.module$/.test(text))) {
    const spec = constString(call.getArguments()[0])?.value;
    if (!spec) continue;
    if (HTTP_MODULE.test(spec)) return true;
    const target = sf.getProject().getSourceFile(path.resolve(sf.getDirectoryPath(), spec.replace(/\.js$/, ".ts")));
    if (target && upstreamFiles.has(target)) return true;
  }
  return false;
}

/** Everything `ServerModel.tests` holds, for a project's test files; undefined when it has none. */
export function buildTestSuite(loaded: LoadedProject, upstreamFiles: Set<SourceFile>): TestSuite | undefined {
  if (!loaded.testFiles.length) return undefined;
  const root = loaded.root;
  const sources = new Set(loaded.sourceFiles);
  const suite: TestSuite = { files: [], reachingUpstream: [], unmocked: [], cases: [], assertions: [], fixtures: [] };
  for (const tf of loaded.testFiles) {
    const rel = relativePath(root, tf.getFilePath());
    suite.files.push(rel);
    const calls =
      [...reachedSources(tf, sources)].some((f) => upstreamFiles.has(f)) ||
      /\bfetch\(\s*["'`]https?:/.test(tf.getFullText());
    if (calls) {
      suite.reachingUpstream.push(rel);
      if (!mocksNetwork(tf, upstreamFiles)) suite.unmocked.push(rel);
    }
    const fixtures = [...fixtureFiles(root, tf, loaded.skipped), ...inlineFixtures(tf)];
    const tableNames = new Set(
      fixtures.filter((f) => f.kind === "csv-text" || /\.(csv|tsv)$/i.test(f.file ?? "")).map((f) => f.name),
    );
    suite.fixtures.push(...fixtures);
    suite.cases.push(...casesIn(tf, tableNames));
    suite.assertions.push(...assertionsIn(tf));
  }
  for (const list of [suite.files, suite.reachingUpstream, suite.unmocked]) list.sort();
  return suite;
}
