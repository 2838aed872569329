/**
 * The Python front end's reading of a server's own tests (pytest, with respx, `unittest.mock` or
 * pytest-httpx keeping the network out): `assert` statements with their matcher kind and subject,
 * the answers mocked routes give, and the recordings tests load. Fills `ServerModel.tests`; the tests
 * half of rule 5 decides from these facts. Test files are parsed here only (never imported or run).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { FIXTURE_DIR, FIXTURE_EXT, fixtureRefusal, hasProvenance, looksLikeCsv, looksLikeJson, PLACEHOLDER, readText, sidecarProvenance, } from "../test-provenance.js";
import { isInside } from "../walk.js";
import { isParsed } from "./load.js";
import { parsePython } from "./parser.js";
import { descendants, dotted, field, keywordArgs, kids, locOf, positionalArgs, stringValue, unwrap } from "./syntax.js";
const ERROR_VALUE = /^(e|err|error|ex|exc|exc_info|excinfo|exception|caught|reason|\w*_error)$/;
/** Ways a test keeps the network out. */
const NETWORK_MOCK = /\brespx\b|\bMockTransport\b|\bhttpx_mock\b|\bresponses\.(add|activate|RequestsMock)\b|\baioresponses\b|\brequests_mock\b|\bvcr\b|\bcassette\b|\bpatch(\.object)?\(|\bmonkeypatch\.setattr\(/;
/** Calls that build a mocked answer: `httpx.Response(200, json=…)`, a respx route's `respond(…)`. */
const ANSWER_CALL = /(^|\.)(Response|respond|add_response|payload)$/;
const MOCK_VALUE_KEYS = new Set(["return_value", "side_effect", "json", "text", "content", "body", "payload"]);
function lines(f) {
    return f.text.split("\n");
}
/** Comments directly above a statement and on its own lines. */
function commentsAround(f, n) {
    const ls = lines(f);
    const first = n.startPosition.row;
    const last = n.endPosition.row;
    const out = [];
    for (let i = first - 1; i >= 0 && /^\s*#/.test(ls[i]); i--)
        out.unshift(ls[i].trim());
    for (let i = first; i <= Math.min(last, ls.length - 1); i++) {
        const m = /#.*$/.exec(ls[i]);
        if (m && !/["']/.test(m[0]))
            out.push(m[0]);
    }
    return out.join("\n");
}
function oneLine(n, max = 90) {
    return n.text.replace(/\s+/g, " ").slice(0, max);
}
/** Test functions: `def test_…` at module level or in a `Test…` class. */
function testFunctions(root) {
    return descendants(root, { enterDefs: true }).filter((d) => d.type === "function_definition" && /^test/.test(field(d, "name")?.text ?? ""));
}
function enclosingTest(n) {
    for (let p = n.parent; p; p = p.parent)
        if (p.type === "function_definition" && /^test/.test(field(p, "name")?.text ?? ""))
            return p;
    return undefined;
}
/** The outer node of a def, so its location spans decorators too. */
function outer(def) {
    return def.parent?.type === "decorated_definition" ? def.parent : def;
}
function subjectOf(n) {
    const u = unwrap(n);
    const text = oneLine(u, 60);
    let key;
    let base;
    if (u.type === "subscript") {
        key = stringValue(field(u, "subscript"));
        base = field(u, "value");
    }
    else if (u.type === "attribute") {
        key = field(u, "attribute")?.text;
        base = field(u, "object");
    }
    else if (u.type === "call" && /(^|\.)get$/.test(dotted(field(u, "function")) ?? "")) {
        key = stringValue(positionalArgs(u)[0]);
        const fn = field(u, "function");
        base = fn ? field(fn, "object") : undefined;
    }
    else if (u.type === "call" && /^str$/.test(field(u, "function")?.text ?? "") && positionalArgs(u)[0])
        return subjectOf(positionalArgs(u)[0]);
    if (!key)
        return { kind: "value", text };
    if (base && ERROR_VALUE.test(base.text))
        return { kind: "error-field", field: key, text };
    return { kind: "field", field: key, text };
}
/** The checks one expression of an `assert` makes (`a and b` makes both). */
function checksIn(expr, negated) {
    const e = unwrap(expr);
    if (e.type === "boolean_operator")
        return [...checksIn(field(e, "left"), negated), ...checksIn(field(e, "right"), negated)];
    if (e.type === "not_operator")
        return checksIn(field(e, "argument"), !negated);
    if (e.type === "comparison_operator") {
        const ops = e.children.filter((c) => !c.isNamed).map((c) => c.text);
        const [left, right] = kids(e);
        if (!left || !right || ops.length !== 1)
            return [];
        const op = ops[0];
        if (op === "in" || op === "not in") {
            const expected = stringValue(left);
            if (expected === undefined)
                return [];
            return [
                {
                    node: e,
                    a: {
                        matcher: "substring",
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
                        ...(lit ? { expected: stringValue(lit) } : {}),
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
            if (expected === undefined)
                return [];
            return [
                {
                    node: e,
                    a: {
                        matcher: name === "startswith" ? "prefix" : "suffix",
                        form: "text-method",
                        subject: subjectOf(field(fn, "object")),
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
                        subject: subjectOf(positionalArgs(e)[1]),
                        negated,
                        onRejection: false,
                    },
                },
            ];
    }
    return [];
}
function assertionsIn(f) {
    const out = [];
    for (const st of descendants(f.root, { enterDefs: true })) {
        if (st.type !== "assert_statement")
            continue;
        const expr = kids(st)[0];
        if (!expr)
            continue;
        const test = enclosingTest(st);
        const title = test ? field(test, "name")?.text : undefined;
        for (const { node, a } of checksIn(expr, false))
            out.push({ location: locOf(f, node), code: oneLine(st), ...(title ? { test: title } : {}), ...a });
    }
    return out;
}
/** Names in an expression (identifiers, and the last part of attributes). */
function namesIn(n) {
    const out = new Set();
    for (const d of [n, ...descendants(n, { enterDefs: true })])
        if (d.type === "identifier")
            out.add(d.text);
    return out;
}
/** Mocked answers in a file: answer constructors and `return_value=`/`side_effect=` of mocks. */
function mockAnswerNodes(f) {
    const out = [];
    for (const c of descendants(f.root, { enterDefs: true })) {
        if (c.type !== "call")
            continue;
        const fn = dotted(field(c, "function")) ?? field(c, "function")?.text ?? "";
        // the innermost answer: `httpx.Response(200, text=X)` inside `.mock(return_value=…)` counts once
        if (ANSWER_CALL.test(fn)) {
            out.push(c);
            continue;
        }
        const kw = keywordArgs(c);
        const v = kw.get("return_value") ?? kw.get("side_effect");
        if (v && !(v.type === "call" && ANSWER_CALL.test(dotted(field(v, "function")) ?? "")))
            out.push(c);
    }
    return out;
}
function mockAnswer(f, c, tableNames, fileLevel) {
    const args = kids(field(c, "arguments")).map((a) => (a.type === "keyword_argument" ? field(a, "value") : a));
    const kw = keywordArgs(c);
    const values = [...kw.entries()].filter(([k]) => MOCK_VALUE_KEYS.has(k)).map(([, v]) => v);
    const answer = values.length ? values : args;
    const names = new Set(answer.flatMap((a) => [...namesIn(a)]));
    return {
        location: locOf(f, c),
        text: answer.map((a) => a.text.replace(/\s+/g, "")).join(),
        list: answer.some((a) => a.type === "list" || descendants(a, { enterDefs: true }).some((d) => d.type === "list")),
        tabular: [...names].some((n) => tableNames.has(n)) ||
            answer.some((a) => {
                const s = stringValue(a);
                return s !== undefined && looksLikeCsv(s);
            }),
        fileLevel,
    };
}
function casesIn(f, tableNames) {
    const answers = mockAnswerNodes(f);
    const fixtureFns = new Map();
    const fileLevel = [];
    for (const a of answers) {
        if (enclosingTest(a))
            continue;
        let fn;
        for (let p = a.parent; p; p = p.parent)
            if (p.type === "function_definition")
                fn = p;
        const name = fn ? field(fn, "name")?.text : undefined;
        if (!name)
            fileLevel.push(a);
        else
            fixtureFns.set(name, [...(fixtureFns.get(name) ?? []), a]);
    }
    const out = [];
    for (const t of testFunctions(f.root)) {
        const params = kids(field(t, "parameters")).map((p) => (p.type === "identifier" ? p.text : field(p, "name")?.text));
        const own = answers.filter((a) => enclosingTest(a) === t);
        const viaFixtures = params.flatMap((p) => (p ? (fixtureFns.get(p) ?? []) : []));
        const body = field(t, "body")?.text ?? "";
        out.push({
            location: locOf(f, outer(t)),
            title: field(t, "name").text,
            mockAnswers: [
                ...own.map((a) => mockAnswer(f, a, tableNames, false)),
                ...[...viaFixtures, ...fileLevel].map((a) => mockAnswer(f, a, tableNames, true)),
            ],
            positional: /==\s*\[|\[\s*0\s*\]/.test(body),
            reorders: /\breversed\(|\.reverse\(\)|\bshuffle\(|\brandom\./.test(body),
            checks: descendants(t, { enterDefs: true }).filter((d) => d.type === "assert_statement").length,
        });
    }
    return out;
}
/** How a file uses a name: in a mocked answer, as an expected value (`== NAME`), or otherwise. */
function useOf(f, name, answers) {
    if (answers.some((a) => namesIn(a).has(name)))
        return "mock-answer";
    for (const d of descendants(f.root, { enterDefs: true }))
        if (d.type === "comparison_operator" &&
            d.children.some((c) => !c.isNamed && c.text === "==") &&
            kids(d).some((k) => k.type === "identifier" && k.text === name))
            return "expected";
    return "other";
}
/** Module- or function-level assignments of table text, JSON text and dict/list literals. */
function inlineFixtures(f, answers) {
    const out = [];
    for (const d of descendants(f.root, { enterDefs: true })) {
        if (d.type !== "assignment")
            continue;
        const left = field(d, "left");
        const right = field(d, "right");
        if (left?.type !== "identifier" || !right)
            continue;
        const text = stringValue(right);
        const kind = text !== undefined && looksLikeCsv(text)
            ? "csv-text"
            : text !== undefined && looksLikeJson(text)
                ? "json-text"
                : right.type === "dictionary" || right.type === "list"
                    ? "literal"
                    : undefined;
        if (!kind)
            continue;
        const size = kind === "literal" ? descendants(right, { enterDefs: true }).filter((x) => x.type === "pair").length : undefined;
        if (size !== undefined && size < 3)
            continue;
        const stmt = d.parent?.type === "expression_statement" ? d.parent : d;
        const test = enclosingTest(d);
        out.push({
            location: locOf(f, d),
            ...(test ? { test: field(test, "name").text } : {}),
            name: left.text,
            kind,
            ...(size !== undefined ? { size } : {}),
            provenance: hasProvenance(commentsAround(f, stmt)),
            placeholders: PLACEHOLDER.test(text ?? right.text),
            use: useOf(f, left.text, answers),
        });
    }
    return out;
}
/** Fixture files a test opens: `open(HERE / "fixtures" / "a.json")`, `Path(...).read_text()`, `json.load(open("a.json"))`. */
function fixtureFiles(root, f, answers, skipped) {
    const out = [];
    const seen = new Set();
    const dir = path.join(root, path.dirname(f.rel));
    for (const s of descendants(f.root, { enterDefs: true })) {
        if (s.type !== "string")
            continue;
        const spec = stringValue(s);
        if (!spec || !FIXTURE_EXT.test(spec) || spec.includes("\n"))
            continue;
        const parts = [];
        // `FIXTURES / "a.json"`, `os.path.join(HERE, "fixtures", "a.json")`: the literals before it in the expression
        const expr = s.parent?.type === "binary_operator" || s.parent?.type === "argument_list" ? s.parent : undefined;
        if (expr)
            for (const k of kids(expr))
                if (k !== s && stringValue(k))
                    parts.push(stringValue(k));
        const rels = [[...parts, spec].join("/"), spec];
        const candidates = rels.flatMap((r) => [
            path.resolve(dir, r),
            path.resolve(dir, "fixtures", r),
            path.resolve(dir, "data", r),
            path.resolve(root, r),
        ]);
        const real = candidates.find((c) => existsSync(c));
        if (!real || !isInside(root, real) || seen.has(real))
            continue;
        const relFile = path.relative(root, real).split(path.sep).join("/");
        if (!FIXTURE_DIR.test(relFile))
            continue;
        seen.add(real);
        const refused = fixtureRefusal(real, root);
        if (refused) {
            skipped.push({ subject: relFile, reason: refused, kind: "file" });
            continue;
        }
        let stmt = s;
        while (stmt.parent && !/_statement$|^assignment$/.test(stmt.type))
            stmt = stmt.parent;
        const assigned = stmt.type === "assignment" ? field(stmt, "left") : undefined;
        const name = assigned?.type === "identifier" ? assigned.text : undefined;
        const test = enclosingTest(s);
        out.push({
            location: locOf(f, stmt),
            ...(test ? { test: field(test, "name").text } : {}),
            name: name ?? relFile,
            kind: "file",
            file: relFile,
            provenance: hasProvenance(commentsAround(f, stmt)) || sidecarProvenance(real, root),
            placeholders: PLACEHOLDER.test(readText(real, root).slice(0, 20_000)),
            use: name ? useOf(f, name, answers) : "other",
        });
    }
    return out;
}
/** Modules a test file imports (`from pkg.mod import x`, `import pkg.mod`), as written. */
function importedModules(f) {
    const out = [];
    for (const d of descendants(f.root, { enterDefs: true })) {
        if (d.type === "import_from_statement") {
            const m = field(d, "module_name")?.text;
            if (m)
                out.push(m.replace(/^\.+/, ""));
        }
        else if (d.type === "import_statement")
            for (const k of kids(d))
                out.push((k.type === "aliased_import" ? field(k, "name")?.text : k.text) ?? "");
    }
    return out.filter(Boolean);
}
/** The file with its syntax tree (test files are parsed on demand: the loader keeps only their text). */
function parsed(tf) {
    if (isParsed(tf))
        return tf;
    const tree = parsePython(tf.text);
    return { ...tf, tree, root: tree.rootNode };
}
/** Everything `ServerModel.tests` holds, for a Python project's test files; undefined when it has none. */
export function buildPyTestSuite(loaded, upstreamCalls, tools) {
    const files = loaded.testFiles.filter((f) => !/(^|\/)conftest\.py$/.test(f.rel) || /\bdef test/.test(f.text));
    if (!loaded.testFiles.length)
        return undefined;
    const suite = {
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
    for (const tf of files) {
        const f = parsed(tf);
        const reaches = importedModules(f).some((m) => {
            const target = loaded.byModule.get(m);
            return !!target && !target.isTest && upstreamFiles.has(target.rel);
        });
        if (reaches) {
            suite.reachingUpstream.push(f.rel);
            if (!NETWORK_MOCK.test(f.text))
                suite.unmocked.push(f.rel);
        }
        const answers = mockAnswerNodes(f);
        const fixtures = [...fixtureFiles(loaded.root, f, answers, loaded.skipped), ...inlineFixtures(f, answers)];
        const tableNames = new Set(fixtures.filter((x) => x.kind === "csv-text" || /\.(csv|tsv)$/i.test(x.file ?? "")).map((x) => x.name));
        suite.fixtures.push(...fixtures);
        suite.cases.push(...casesIn(f, tableNames));
        suite.assertions.push(...assertionsIn(f));
    }
    suite.reachingUpstream.sort();
    suite.unmocked.sort();
    return suite;
}
