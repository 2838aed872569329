/**
 * A helper's result marked as an error (`{ isError: true, content: […] }`) whose content the caller copies
 * into a result of its own without the flag: the failure signal is lost on the way (rule 3).
 */
import { Node, SyntaxKind } from "../morph.js";
import { descendantsOutside } from "../syntax/node-index.js";
import { assignmentsTo, declarationsOf, functionOf, isFunctionLike, unwrap } from "../syntax/resolve.js";
import { NO_BINDINGS, prop, resolve } from "./bindings.js";

/**
 * The value a result's text or content is copied from, when it is a piece of another result's content:
 * `r.content[0].text`, `r.content[0]?.text`, `r.content` (whole, or spread into a new array). The root identifier.
 */
export function copiedFrom(node: Node): Node | undefined {
  let n: Node = unwrap(node);
  // `String(r.content[0]?.text)`, `` `${r.content[0].text}` ``
  if (Node.isCallExpression(n) && n.getExpression().getText() === "String" && n.getArguments().length === 1)
    n = unwrap(n.getArguments()[0]!);
  if (Node.isTemplateExpression(n) && n.getTemplateSpans().length === 1 && !n.getHead().getLiteralText().trim())
    n = unwrap(n.getTemplateSpans()[0]!.getExpression());
  if (Node.isArrayLiteralExpression(n)) {
    const els = n.getElements();
    const spread = els.length === 1 ? els[0] : undefined;
    if (!spread || !Node.isSpreadElement(spread)) return undefined;
    n = unwrap(spread.getExpression());
  }
  let throughContent = false;
  for (let i = 0; i < 8; i++) {
    if (Node.isPropertyAccessExpression(n)) {
      if (n.getName() === "content") throughContent = true;
      n = unwrap(n.getExpression());
    } else if (Node.isElementAccessExpression(n)) n = unwrap(n.getExpression());
    else if (Node.isNonNullExpression(n)) n = unwrap(n.getExpression());
    else break;
  }
  return throughContent && Node.isIdentifier(n) ? n : undefined;
}

/** The result object carries the value's own flag or the value whole: `isError: r.isError`, `...r`. */
export function carriesFlag(obj: Node, name: string): boolean {
  if (!Node.isObjectLiteralExpression(obj)) return true;
  const flag = prop(obj, "isError");
  if (flag) return true;
  return obj
    .getProperties()
    .some((p) => Node.isSpreadAssignment(p) && new RegExp(`^\\(?${name}\\b`).test(unwrap(p.getExpression()).getText()));
}

/** An object literal that states `isError` with a value other than `false`. */
function marksError(n: Node): boolean {
  if (!Node.isObjectLiteralExpression(n)) return false;
  const flag = prop(n, "isError");
  return !!flag && unwrap(flag).getKind() !== SyntaxKind.FalseKeyword;
}

/**
 * The returns of a project function that hand back a result marked as an error: an object literal with
 * `isError: true`, or a call of a project builder that returns one (`return errorResult(msg)`). In source order.
 */
export function errorReturns(fn: Node, inProject: (n: Node) => boolean, depth = 0): Node[] {
  const out: Node[] = [];
  for (const d of descendantsOutside(fn, [SyntaxKind.ReturnStatement], { skipClasses: true })) {
    const expr = Node.isReturnStatement(d) ? d.getExpression() : undefined;
    if (!expr) continue;
    let v = resolve(expr, NO_BINDINGS).node;
    if (Node.isAwaitExpression(v)) v = unwrap(v.getExpression());
    if (marksError(v)) out.push(d);
    else if (depth < 1 && Node.isCallExpression(v)) {
      const builder = functionOf(v.getExpression());
      // a builder every return of which marks an error (`toolError(msg)`), not one that takes the flag as an argument
      if (builder && builder !== fn && inProject(builder)) {
        const all = descendantsOutside(builder, [SyntaxKind.ReturnStatement], { skipClasses: true }).length;
        if (all && errorReturns(builder, inProject, depth + 1).length === all) out.push(d);
      }
    }
  }
  return out;
}

/**
 * `const r = await helper(…)` in the handler (a function, or a dispatch branch inside one) before the value
 * is read: the declaration and the project function it calls. Never a variable written again.
 */
export function heldResultCall(id: Node, handler: Node): { decl: Node; fn: Node } | undefined {
  const decl = declarationsOf(id)[0];
  if (!decl || !Node.isVariableDeclaration(decl) || !Node.isIdentifier(decl.getNameNode())) return undefined;
  const owner = isFunctionLike(handler) ? handler : handler.getFirstAncestor((a) => isFunctionLike(a));
  if (decl.getFirstAncestor((a) => isFunctionLike(a)) !== owner) return undefined;
  if (handler !== owner && !decl.getAncestors().includes(handler)) return undefined;
  if (assignmentsTo(decl.getNameNode())) return undefined;
  const init = decl.getInitializer();
  let call = init ? unwrap(init) : undefined;
  if (call && Node.isAwaitExpression(call)) call = unwrap(call.getExpression());
  if (!call || !Node.isCallExpression(call)) return undefined;
  const fn = functionOf(call.getExpression());
  return fn ? { decl, fn } : undefined;
}
