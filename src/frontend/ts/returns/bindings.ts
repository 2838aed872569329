/** Helper parameters bound to call arguments, and following values through them and through `const`s. */
import { Node, SyntaxKind } from "../morph.js";
import { constString } from "../syntax/const-eval.js";
import { declarationsOf, isFilledLater, propName, unwrap } from "../syntax/resolve.js";

/** A helper parameter bound to the argument a call passes (and the bindings that argument is read under). */
export type Bindings = Map<Node, { arg: Node | undefined; env: Bindings }>;

export const NO_BINDINGS: Bindings = new Map();

/** Follows bound helper parameters and `const` initialisers to the expression a value stands for. */
export function resolve(node: Node, env: Bindings): { node: Node; env: Bindings } {
  let n = unwrap(node);
  let e = env;
  for (let i = 0; i < 12; i++) {
    if (!Node.isIdentifier(n)) break;
    const decl = declarationsOf(n)[0];
    if (!decl) break;
    if (Node.isParameterDeclaration(decl)) {
      const b = e.get(decl);
      if (!b?.arg) break;
      n = unwrap(b.arg);
      e = b.env;
      continue;
    }
    if (
      Node.isVariableDeclaration(decl) &&
      Node.isIdentifier(decl.getNameNode()) &&
      decl.getVariableStatement()?.getDeclarationKind() === "const"
    ) {
      const init = decl.getInitializer();
      if (!init) break;
      // `const parts = []; parts.push(…); return parts;` holds what was pushed, not the empty literal
      if (
        (Node.isArrayLiteralExpression(unwrap(init)) || Node.isObjectLiteralExpression(unwrap(init))) &&
        isFilledLater(decl.getNameNode())
      )
        break;
      n = unwrap(init);
      continue;
    }
    break;
  }
  return { node: n, env: e };
}

export function bind(fn: Node, args: Node[], env: Bindings): Bindings {
  const out: Bindings = new Map();
  const params = (fn as unknown as { getParameters?: () => Node[] }).getParameters?.() ?? [];
  params.forEach((p, i) => {
    out.set(p, { arg: args[i], env });
  });
  return out;
}

export function isJsonCall(n: Node): boolean {
  return Node.isCallExpression(n) && n.getExpression().getText() === "JSON.stringify";
}

/** The value of a property in an object literal (shorthand: its name). */
export function prop(obj: Node, key: string): Node | undefined {
  if (!Node.isObjectLiteralExpression(obj)) return undefined;
  for (const p of obj.getProperties()) if (propName(p) === key) return propValue(p);
  return undefined;
}

/** The value an object literal's member holds: `k: v` → v, shorthand `k` → the name; a method or spread has none. */
export function propValue(p: Node): Node | undefined {
  if (Node.isPropertyAssignment(p)) return p.getInitializer();
  if (Node.isShorthandPropertyAssignment(p)) return p.getNameNode();
  return undefined;
}

export function ownKeys(obj: Node): string[] {
  if (!Node.isObjectLiteralExpression(obj)) return [];
  return obj
    .getProperties()
    .map((p) => (Node.isSpreadAssignment(p) ? `...${p.getExpression().getText()}` : propName(p)))
    .filter((k): k is string => k !== undefined);
}

export function isNothing(n: Node): boolean {
  const k = n.getKind();
  if (k === SyntaxKind.NullKeyword || (Node.isIdentifier(n) && n.getText() === "undefined")) return true;
  if (Node.isArrayLiteralExpression(n)) return n.getElements().length === 0;
  const c = constString(n);
  return c !== undefined && c.value.trim() === "";
}
