/**
 * An optional step whose failure never reaches the result:
 *
 *   async function geocode(place) {
 *     let box = null;
 *     try { box = await photon(place) } catch (e) { log(e) }
 *     if (!box) return null;
 *     return pad(box);
 *   }
 *   …
 *   const coords = await geocode(location);
 *   if (coords) url.searchParams.append("ne_lat", coords.ne_lat);
 *   const res = await fetch(url);            // the tool's own request runs either way
 *
 * The caught failure leaves `box` at its default, the helper answers "nothing" for it, and every caller
 * reads that answer only under a test that it is there: a best-effort enrichment the tool goes on without
 * ("Fällt die Ermittlung aus, läuft die Suche unerweitert weiter"), not a failed request dressed as an
 * empty result. Rule 3 asks the failure to reach the result before it is a failure return.
 */
import type { CallExpression, VariableDeclaration } from "ts-morph";
import { Node, SyntaxKind } from "../morph.js";
import { descendantsOutside } from "../syntax/node-index.js";
import { findReferences } from "../syntax/references.js";
import { isFunctionLike, unwrap } from "../syntax/resolve.js";
import { isNothing } from "./bindings.js";
import { conditionsBetween } from "./conditions.js";

/** The name a function is called by: its declaration's, or the `const` it is held in. */
export function functionNameNode(fn: Node): Node | undefined {
  if (Node.isFunctionDeclaration(fn) || Node.isMethodDeclaration(fn)) return fn.getNameNode();
  const parent = fn.getParent();
  return parent && Node.isVariableDeclaration(parent) ? parent.getNameNode() : undefined;
}

/**
 * Every call of `fn` by its name (`fn(…)`, `obj.fn(…)`), imports and exports of the name left out; undefined when
 * the name is used otherwise (passed on, stored), so that not every use of its value can be read.
 */
export function callsOf(fn: Node): CallExpression[] | undefined {
  const nameNode = functionNameNode(fn);
  if (!nameNode || !Node.isIdentifier(nameNode)) return undefined;
  const out: CallExpression[] = [];
  for (const ref of findReferences(nameNode)) {
    if (ref === nameNode) continue;
    // an import or export of the name is no use of its value
    if (ref.getFirstAncestor((a) => Node.isImportDeclaration(a) || Node.isExportDeclaration(a))) continue;
    let callee: Node = ref;
    const parent = ref.getParent();
    if (parent && Node.isPropertyAccessExpression(parent) && parent.getNameNode() === ref) callee = parent;
    const call = callee.getParent();
    if (!call || !Node.isCallExpression(call) || call.getExpression() !== callee) return undefined;
    out.push(call);
  }
  return out;
}

/** Each call of `fn`, held in a `const` of its caller (`const v = await fn(…)`); undefined when one is used otherwise. */
function heldCalls(fn: Node): VariableDeclaration[] | undefined {
  const out: VariableDeclaration[] = [];
  for (const call of callsOf(fn) ?? []) {
    let holder: Node | undefined = call.getParent();
    if (holder && Node.isAwaitExpression(holder)) holder = holder.getParent();
    if (!holder || !Node.isVariableDeclaration(holder) || !Node.isIdentifier(holder.getNameNode())) return undefined;
    if (holder.getVariableStatement()?.getDeclarationKind() !== "const") return undefined;
    out.push(holder);
  }
  return out.length ? out : undefined;
}

/** `v`, `v && …`, `v?.x && …`: a condition that holds only when the value is there. */
function presenceTest(cond: Node, name: string): boolean {
  const c = unwrap(cond);
  if (Node.isParenthesizedExpression(c)) return presenceTest(c.getExpression(), name);
  if (Node.isIdentifier(c)) return c.getText() === name;
  if (Node.isPropertyAccessExpression(c))
    return c.getText().startsWith(`${name}?.`) || presenceTest(c.getExpression(), name);
  if (Node.isBinaryExpression(c) && c.getOperatorToken().getKind() === SyntaxKind.AmpersandAmpersandToken)
    return presenceTest(c.getLeft(), name) || presenceTest(c.getRight(), name);
  return false;
}

/** Every read of the held value is under a test that it is there (in that test, or in its then-branch). */
function usedOnlyWhenPresent(holder: VariableDeclaration): boolean {
  const nameNode = holder.getNameNode();
  const name = holder.getName();
  const fn = holder.getFirstAncestor((a) => isFunctionLike(a));
  for (const ref of findReferences(nameNode)) {
    if (ref === nameNode) continue;
    let ok = false;
    for (let child: Node = ref, up = ref.getParent(); up && up !== fn; child = up, up = up.getParent()) {
      if (Node.isIfStatement(up)) {
        if (child === up.getExpression() ? presenceTest(child, name) : child === up.getThenStatement())
          if (presenceTest(up.getExpression(), name)) {
            ok = true;
            break;
          }
      }
      if (Node.isConditionalExpression(up) && child === up.getWhenTrue() && presenceTest(up.getCondition(), name)) {
        ok = true;
        break;
      }
    }
    if (!ok) return false;
  }
  return true;
}

/**
 * True when `fn` answers "nothing" (null, undefined, an empty value) when `name` holds its default (a return
 * under `!name`), and every caller of `fn` reads that answer only where it is there.
 */
export function optionalStep(fn: Node, name: string): boolean {
  const absent = new RegExp(`!\\s*\\(?\\s*${name.replace(/[$]/g, "\\$")}\\b(?!\\s*\\.)`);
  const answersNothing = descendantsOutside(fn, [SyntaxKind.ReturnStatement], { skipClasses: true }).some((r) => {
    if (!Node.isReturnStatement(r)) return false;
    const e = r.getExpression();
    if (e && !isNothing(unwrap(e))) return false;
    return conditionsBetween(r, fn).some((c) => c.kind === "if" && !c.negated && absent.test(c.text));
  });
  if (!answersNothing) return false;
  const held = heldCalls(fn);
  return !!held && held.every(usedOnlyWhenPresent);
}
