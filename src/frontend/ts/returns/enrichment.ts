/**
 * A best-effort enrichment whose failure only drops the suggestions:
 *
 *   async function suggestTags(q) {
 *     try { return await tagList(q) } catch { return [] }
 *   }
 *   …
 *   const hits = await search(q);
 *   const suggestions = hits.length ? [] : await suggestTags(q);
 *   return json({ hits, suggestions });
 *
 * Every call of the helper puts its value into a next-step field of the result (`suggestions: await suggestTags(q)`,
 * or a `const suggestions` that is never the answer itself): the helper's `catch → []` leaves the main answer the
 * request's own, and no failed request reads as "nothing found" ("Fällt die Ermittlung aus, läuft die Suche
 * unerweitert weiter", rule 1).
 */
import type { SourceLocation } from "../../../model/types.js";
import { NEXT_STEP_FIELD } from "../../../model/wording.js";
import { Node } from "../morph.js";
import { locOf } from "../syntax/location.js";
import { findReferences } from "../syntax/references.js";
import { isFunctionLike } from "../syntax/resolve.js";
import { callsOf } from "./optional-step.js";

/** The first call of `fn` when every call of it feeds a next-step field only; undefined otherwise. */
export function enrichmentCall(fn: Node): SourceLocation | undefined {
  const calls = callsOf(fn);
  if (!calls?.length || !calls.every(feedsNextStep)) return undefined;
  return locOf(calls[0]!);
}

function feedsNextStep(call: Node): boolean {
  let v: Node = call;
  for (let up = v.getParent(); up; up = v.getParent()) {
    if (Node.isAwaitExpression(up) || Node.isParenthesizedExpression(up)) v = up;
    else if (Node.isConditionalExpression(up) && up.getCondition() !== v) v = up;
    else break;
  }
  const up = v.getParent();
  if (!up) return false;
  if (Node.isPropertyAssignment(up) && up.getInitializer() === v) return NEXT_STEP_FIELD.test(up.getName());
  if (!Node.isVariableDeclaration(up) || up.getInitializer() !== v) return false;
  const name = up.getNameNode();
  if (!Node.isIdentifier(name) || !NEXT_STEP_FIELD.test(name.getText())) return false;
  // `return suggestions`: the value is the answer itself, not a field of it
  const fn = up.getFirstAncestor((a) => isFunctionLike(a));
  return !findReferences(name).some((r) => {
    if (r === name) return false;
    const p = r.getParent();
    return !!p && Node.isReturnStatement(p) && r.getFirstAncestor((a) => isFunctionLike(a)) === fn;
  });
}
