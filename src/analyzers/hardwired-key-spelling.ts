/**
 * Rule 13 — a key of a parsed upstream row is read in one hard-wired spelling.
 *
 * Four shapes: a column name with capitals read from table rows (`row["Schulgemeinde"]`,
 * `r.Anzahl`); a label-like key (spaces, non-ASCII letters) read from JSON entries; an alternation
 * of spellings of one key (`e.egrid ?? e.EGRID`); a key normalisation without a collision check
 * (`Object.fromEntries(… k.toLowerCase() …)`, papaparse `transformHeader`, csv-parse `columns`);
 * and a normalised row read with a key in the other case.
 *
 * camelCase API fields (`data.totalCount`, `item.createdAt`) are identifiers of a JSON contract,
 * not column labels, and are not read as this rule's subject unless `jsonKeys: mixed-case` says so.
 */
import { Node, SyntaxKind } from "ts-morph";
import { constString } from "../frontend/ts/syntax/const-eval.js";
import { unwrap } from "../frontend/ts/syntax/resolve.js";
import { ConfigError } from "../config.js";
import { headerNormalisation, keyNormalisation, type Origin } from "../frontend/ts/dataflow/response.js";
import type { Finding } from "./types.js";
import type { TsSyntaxAnalyzer } from "./ts-syntax.js";
import { flowOf, onePerLine, readsUpstream, responseFinding, short } from "./response-finding.js";

const ID = "hardwired-key-spelling";

type JsonKeys = "label-like" | "mixed-case" | "off";

/** Spaces or letters outside ASCII: a label written for people (`Anzahl Schüler`, `Gemeinde-Nr.`). */
const LABEL_LIKE = /\s|[^\x00-\x7F]/;
const fold = (k: string) => k.toLowerCase().replace(/[\s_-]+/g, "");

/** The key a read uses: `r.Anzahl`, `r["Schulgemeinde"]`, `const { Anzahl } = r`. */
function readKey(n: Node): { key: string; base: Node } | undefined {
  if (Node.isPropertyAccessExpression(n)) return { key: n.getName(), base: n.getExpression() };
  if (Node.isElementAccessExpression(n)) {
    const k = constString(n.getArgumentExpression());
    return k && !/^\d+$/.test(k.value) ? { key: k.value, base: n.getExpression() } : undefined;
  }
  return undefined;
}

/** What a row read with `key` does wrong, if anything, given where the row came from. */
function misspelled(key: string, o: Origin, jsonKeys: JsonKeys): string | undefined {
  if (o.normalised === "lower" && key !== key.toLowerCase()) return `the row's keys were lower-cased, so \`${key}\` never matches`;
  if (o.normalised === "upper" && key !== key.toUpperCase()) return `the row's keys were upper-cased, so \`${key}\` never matches`;
  if (o.normalised) return undefined;
  if (o.tabular) return /[A-ZÄÖÜ]/.test(key) || LABEL_LIKE.test(key) ? `column \`${key}\` is read in one hard-wired spelling` : undefined;
  if (jsonKeys === "off") return undefined;
  if (LABEL_LIKE.test(key)) return `key \`${key}\` is read in one hard-wired spelling`;
  if (jsonKeys === "mixed-case" && /[A-Z]/.test(key) && /[a-z]/.test(key)) return `key \`${key}\` is read in one hard-wired spelling`;
  return undefined;
}

/** A collision check in the normalising function: something is looked up, and something is thrown. */
function checksCollisions(fn: Node): boolean {
  const text = fn.getText();
  return /\bthrow\b/.test(text) && /\.has\(|\.includes\(|\.indexOf\(|\.size\b|\bin\b/.test(text);
}

export const hardwiredKeySpelling: TsSyntaxAnalyzer = {
  id: ID,
  needs: "typescript",
  applies(ctx) {
    return readsUpstream(ctx.model, "keys read from rows of parsed upstream answers");
  },
  run(ctx) {
    const raw = ctx.settings.options.jsonKeys ?? "label-like";
    if (raw !== "label-like" && raw !== "mixed-case" && raw !== "off") throw new ConfigError(`rule \`${ID}\`: option \`jsonKeys\` must be label-like, mixed-case or off`);
    const jsonKeys = raw as JsonKeys;
    const flow = flowOf(ctx);
    const findings: Finding[] = [];
    const advice = "Normalise the keys once where the answer is parsed (keys only, never values), reject two keys that collide after normalising, and read the normalised spelling.";

    // hard-wired reads, and normalised rows read in the other case
    const reads = [...flow.reachedNodes(SyntaxKind.PropertyAccessExpression), ...flow.reachedNodes(SyntaxKind.ElementAccessExpression)];
    // a plain lower-case key can only be wrong on rows whose keys were upper-cased
    const upperCased = flow.reachedNodes(SyntaxKind.Identifier).some((i) => /^toLocaleUpperCase$|^toUpperCase$/.test(i.getText()));
    for (const n of reads) {
      const r = readKey(n);
      if (!r) continue;
      if (!upperCased && !/[A-ZÄÖÜ]/.test(r.key) && !LABEL_LIKE.test(r.key)) continue;
      const p = n.getParent();
      if (p && Node.isCallExpression(p) && p.getExpression() === n) continue; // a method, not a key
      if (p && Node.isBinaryExpression(p) && p.getOperatorToken().getKind() === SyntaxKind.EqualsToken && p.getLeft() === n) continue; // a write
      for (const o of flow.origins(r.base)) {
        if (o.level !== "entry") continue;
        const why = misspelled(r.key, o, jsonKeys);
        if (!why) continue;
        const f = responseFinding(ctx, ID, n, o, (tool, link) => `${tool}: ${why} on rows of ${link}. When the source changes the spelling or case of its header, every read finds nothing and the result is an empty hit list. ${advice}`, `key \`${r.key}\` read in one spelling`);
        if (f) findings.push(f);
        break;
      }
    }
    for (const be of flow.reachedNodes(SyntaxKind.BindingElement)) {
      if (!Node.isBindingElement(be) || !Node.isObjectBindingPattern(be.getParent()!) || be.getDotDotDotToken()) continue;
      const key = be.getPropertyNameNode()?.getText().replace(/^["']|["']$/g, "") ?? be.getName();
      if (!upperCased && !/[A-ZÄÖÜ]/.test(key) && !LABEL_LIKE.test(key)) continue;
      const pattern = be.getParent()!;
      const decl = pattern.getParent();
      const init = decl && Node.isVariableDeclaration(decl) ? decl.getInitializer() : undefined;
      const base = init ? flow.origins(init) : [];
      for (const o of base) {
        if (o.level !== "entry") continue;
        const why = misspelled(key, o, jsonKeys);
        if (!why) continue;
        const f = responseFinding(ctx, ID, be, o, (tool, link) => `${tool}: ${why} on rows of ${link}. When the source changes the spelling or case of its header, every read finds nothing and the result is an empty hit list. ${advice}`, `key \`${key}\` read in one spelling`);
        if (f) findings.push(f);
        break;
      }
    }

    // e.egrid ?? e.EGRID
    for (const b of flow.reachedNodes(SyntaxKind.BinaryExpression)) {
      if (!Node.isBinaryExpression(b)) continue;
      const op = b.getOperatorToken().getKind();
      if (op !== SyntaxKind.QuestionQuestionToken && op !== SyntaxKind.BarBarToken) continue;
      const l = readKey(unwrap(rightmost(b.getLeft())));
      const r = readKey(unwrap(b.getRight()));
      if (!l || !r || l.key === r.key || fold(l.key) !== fold(r.key) || unwrap(l.base).getText() !== unwrap(r.base).getText()) continue;
      const o = flow.origins(l.base).find((x) => x.level === "entry" || x.level === "envelope" || x.level === "field");
      if (!o) continue;
      const f = responseFinding(ctx, ID, b, o, (tool, link) => `${tool}: \`${short(b.getText())}\` guesses the spelling of one key of ${link}. A third spelling, or both at once with different values, goes unnoticed. ${advice}`, "one key read in several guessed spellings");
      if (f) findings.push(f);
    }

    // key normalisation without a collision check
    // where the keys are rewritten → the function to search for a collision check, and the rows' value
    const normalisers = new Map<Node, { fn: Node; rows: Node }>();
    for (const call of flow.reachedNodes(SyntaxKind.CallExpression)) {
      if (!Node.isCallExpression(call)) continue;
      const text = call.getExpression().getText();
      if (text === "Object.fromEntries" && call.getArguments()[0]) {
        const arg = call.getArguments()[0]!;
        const k = keyNormalisation(arg);
        if (k && flow.origins(arg).some((o) => o.level === "entry" || o.level === "envelope" || o.level === "field")) normalisers.set(call, { fn: enclosingFunction(call), rows: arg });
      } else {
        const h = headerNormalisation(call.getArguments()[1]);
        if (h && flow.origins(call).some((o) => o.tabular)) normalisers.set(h.at, { fn: h.fn, rows: call });
      }
    }
    // out[k.toLowerCase()] = v, { ...acc, [k.toLowerCase()]: v } over the keys of a row
    for (const c of flow.reachedNodes(SyntaxKind.CallExpression)) {
      const ce = Node.isCallExpression(c) ? c.getExpression() : undefined;
      if (!ce || !Node.isPropertyAccessExpression(ce) || !/^to(Locale)?(Lower|Upper)Case$/.test(ce.getName())) continue;
      const p = c.getParent();
      const keyed = (p && Node.isComputedPropertyName(p)) || (p && Node.isElementAccessExpression(p) && p.getArgumentExpression() === c && isWriteTarget(p));
      if (!keyed || c.getFirstAncestor((a) => Node.isCallExpression(a) && a.getExpression().getText() === "Object.fromEntries")) continue;
      if (flow.origins(ce.getExpression()).some((o) => o.level === "field" || o.level === "entry")) normalisers.set(c, { fn: enclosingFunction(c), rows: ce.getExpression() });
    }
    for (const [at, { fn, rows }] of normalisers) {
      if (checksCollisions(fn)) continue;
      const o = flow.origins(rows)[0];
      const f = responseFinding(ctx, ID, at, o, (tool, link) => `${tool}: the keys of rows of ${link} are normalised here without a collision check. If the source sends two headers that differ only in case (\`Anzahl\` and \`anzahl\`), one silently overwrites the other. Throw when two keys collide after normalising.`, "keys normalised without a collision check");
      if (f) findings.push(f);
    }
    return onePerLine(ctx, findings);
  },
};

/** `a ?? b ?? c` nests to the left: the last read of the left operand is the one next to the right. */
function rightmost(n: Node): Node {
  const u = unwrap(n);
  if (Node.isBinaryExpression(u) && /^(\?\?|\|\|)$/.test(u.getOperatorToken().getText())) return rightmost(u.getRight());
  return u;
}

function isWriteTarget(n: Node): boolean {
  const p = n.getParent();
  return !!p && Node.isBinaryExpression(p) && p.getOperatorToken().getKind() === SyntaxKind.EqualsToken && p.getLeft() === n;
}

/** The named function around a node (callbacks belong to the function that holds them). */
function enclosingFunction(n: Node): Node {
  for (const a of n.getAncestors()) {
    if (Node.isFunctionDeclaration(a) || Node.isMethodDeclaration(a)) return a;
    if ((Node.isArrowFunction(a) || Node.isFunctionExpression(a)) && Node.isVariableDeclaration(a.getParent() ?? a)) return a;
  }
  return n.getSourceFile();
}

