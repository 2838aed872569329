/** Evaluating constant expressions: string and number constants folded through names, templates and concatenation. */
import { Node, SyntaxKind } from "../morph.js";
import { declarationsOf, isFilledLater, isReassigned, resolveExpression, unwrap } from "./resolve.js";

export interface ConstString {
  value: string;
  /** The literal that holds (most of) the text, for locating findings. */
  node: Node;
  /** For concatenations: where each literal part starts in `value`, so a finding can point at the part. */
  parts?: { start: number; node: Node }[];
}

function partsOf(c: ConstString, base: number): { start: number; node: Node }[] {
  return (c.parts ?? [{ start: 0, node: c.node }]).map((p) => ({ start: p.start + base, node: p.node }));
}

/** Folds a string-valued expression to its constant text when it is built from literals and constants. */
export function constString(node: Node | undefined, depth = 0): ConstString | undefined {
  if (!node || depth > 10) return undefined;
  const n = unwrap(node);
  if (Node.isStringLiteral(n) || Node.isNoSubstitutionTemplateLiteral(n))
    return { value: n.getLiteralValue(), node: n };
  if (Node.isTemplateExpression(n)) {
    let value = n.getHead().getLiteralText();
    for (const span of n.getTemplateSpans()) {
      const inner = constString(span.getExpression(), depth + 1) ?? constNumberText(span.getExpression());
      value += inner ? inner.value : "${…}";
      value += span.getLiteral().getLiteralText();
    }
    return { value, node: n };
  }
  if (Node.isBinaryExpression(n) && n.getOperatorToken().getKind() === SyntaxKind.PlusToken) {
    // `"a" + "b" + … + "z"` nests to the left: fold the operands of the whole chain at one depth,
    // so a description of any number of literals stays one constant
    const operands: Node[] = [];
    let cur: Node = n;
    while (Node.isBinaryExpression(cur) && cur.getOperatorToken().getKind() === SyntaxKind.PlusToken) {
      operands.push(cur.getRight());
      cur = unwrap(cur.getLeft());
    }
    operands.push(cur);
    operands.reverse();
    let value = "";
    const parts: { start: number; node: Node }[] = [];
    for (const o of operands) {
      const c = constString(o, depth + 1);
      if (!c) return undefined;
      parts.push(...partsOf(c, value.length));
      value += c.value;
    }
    return { value, node: n, parts };
  }
  if (Node.isCallExpression(n)) {
    // ["a", "b"].join(" ") and dedent`...`-style helpers are common for long descriptions.
    const callee = n.getExpression();
    if (Node.isPropertyAccessExpression(callee) && callee.getName() === "join") {
      // `const parts = []; parts.push(…); parts.join("\n")` is not the join of the empty literal
      const recv = unwrap(callee.getExpression());
      const decl = Node.isIdentifier(recv) ? declarationsOf(recv)[0] : undefined;
      if (decl && Node.isVariableDeclaration(decl) && isFilledLater(decl.getNameNode())) return undefined;
      // `let names = []; … names = rows.map(f); names.join("\n")` joins what was assigned, not the initialiser
      if (Node.isIdentifier(recv) && isReassigned(recv)) return undefined;
      const arr = resolveExpression(callee.getExpression());
      if (Node.isArrayLiteralExpression(arr)) {
        const sep = n.getArguments()[0] ? constString(n.getArguments()[0], depth + 1)?.value : ",";
        const parts = arr.getElements().map((e) => constString(e, depth + 1));
        if (sep !== undefined && parts.every(Boolean)) {
          const located: { start: number; node: Node }[] = [];
          let at = 0;
          for (const p of parts) {
            located.push(...partsOf(p!, at));
            at += p!.value.length + sep.length;
          }
          return { value: parts.map((p) => p!.value).join(sep), node: arr, parts: located };
        }
      }
    }
    if (Node.isPropertyAccessExpression(callee) && callee.getName() === "trim")
      return constString(callee.getExpression(), depth + 1);
    return undefined;
  }
  if (Node.isTaggedTemplateExpression(n)) return constString(n.getTemplate(), depth + 1);
  if (Node.isIdentifier(n) || Node.isPropertyAccessExpression(n)) {
    // `let output = "# Results"; output += …` is no longer its initialiser
    if (Node.isIdentifier(n) && isReassigned(n)) return undefined;
    const r = resolveExpression(n, depth + 1);
    if (r !== n) return constString(r, depth + 1);
  }
  return undefined;
}

/** A number constant as a template prints it: `${RESULT_LIMIT}` with `const RESULT_LIMIT = 25` is "25". */
function constNumberText(e: Node): { value: string } | undefined {
  const r = resolveExpression(e);
  return Node.isNumericLiteral(r) ? { value: String(r.getLiteralValue()) } : undefined;
}
