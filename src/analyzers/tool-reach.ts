/**
 * Small syntax helpers for analyzers that start from a place in the code rather than from a tool:
 * which tools reach that place, the comments a reader sees beside it, and constant numbers.
 */
import { Node, SyntaxKind, VariableDeclarationKind } from "ts-morph";
import type { ToolModel } from "../model/types.js";
import { lineCol, linesOf } from "../frontend/ts/syntax/location.js";
import { declarationsOf, resolveExpression, unwrap } from "../frontend/ts/syntax/resolve.js";
import type { TsAnalyzerContext } from "./ts-syntax.js";

/** Tools whose handler (or a function it calls) contains `node`, in model order. */
export function toolsReaching(ctx: TsAnalyzerContext, node: Node): ToolModel[] {
  const ancestors = new Set<Node>([node, ...node.getAncestors()]);
  return ctx.model.tools.filter((t) => (ctx.ts.reachedFunctions.get(t.id) ?? []).some((fn) => ancestors.has(fn)));
}

/** Tools that reach `node` and also reach an upstream call. */
export function upstreamToolsReaching(ctx: TsAnalyzerContext, node: Node): ToolModel[] {
  const withUpstream = new Set(ctx.model.upstreamCalls.flatMap((u) => u.reachedFrom));
  return toolsReaching(ctx, node).filter((t) => withUpstream.has(t.id));
}

/** `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`. */
export function nameList(names: string[]): string {
  const q = names.map((n) => `'${n}'`);
  return q.length <= 1 ? (q[0] ?? "") : `${q.slice(0, -1).join(", ")} and ${q.at(-1)}`;
}

/**
 * The comment text a reader sees beside a node: comment lines directly above it, and `//` or
 * `/* … *\/` comments on the lines it spans.
 */
export function commentsAround(node: Node): string {
  const sf = node.getSourceFile();
  const lines = linesOf(sf);
  const first = lineCol(sf, node.getStart()).line - 1;
  const last = lineCol(sf, node.getEnd()).line - 1;
  const out: string[] = [];
  for (let i = first - 1; i >= 0 && /^\s*(\/\/|\/\*|\*)/.test(lines[i]!); i--) out.unshift(lines[i]!.trim());
  for (let i = first; i <= Math.min(last, lines.length - 1); i++) {
    const m = /(?:^|[^:"'`\\])(\/\/.*|\/\*.*?\*\/)/.exec(lines[i]!);
    if (m) out.push(m[1]!);
  }
  return out.join("\n");
}

export interface ConstNumber {
  value: number;
  /** The declaration a named constant came from, when the value went through one. */
  decl?: Node;
}

/** Folds an expression to a number when it is built from number literals and constants only. */
export function constNumber(expr: Node | undefined, depth = 0): ConstNumber | undefined {
  if (!expr || depth > 8) return undefined;
  const n = unwrap(expr);
  if (Node.isNumericLiteral(n)) return { value: Number(n.getLiteralValue()) };
  if (Node.isPrefixUnaryExpression(n) && n.getOperatorToken() === SyntaxKind.MinusToken) {
    const v = constNumber(n.getOperand(), depth + 1);
    return v && { ...v, value: -v.value };
  }
  if (Node.isBinaryExpression(n)) {
    const op = n.getOperatorToken().getKind();
    const l = constNumber(n.getLeft(), depth + 1);
    const r = constNumber(n.getRight(), depth + 1);
    if (!l || !r) return undefined;
    const decl = l.decl ?? r.decl;
    const value =
      op === SyntaxKind.PlusToken ? l.value + r.value
      : op === SyntaxKind.MinusToken ? l.value - r.value
      : op === SyntaxKind.AsteriskToken ? l.value * r.value
      : op === SyntaxKind.SlashToken ? l.value / r.value
      : undefined;
    return value === undefined ? undefined : decl ? { value, decl } : { value };
  }
  if (Node.isIdentifier(n) || Node.isPropertyAccessExpression(n)) {
    const decl = declarationsOf(Node.isPropertyAccessExpression(n) ? n.getNameNode() : n)[0];
    if (!decl || !neverReassigned(decl)) return undefined;
    const r = resolveExpression(n);
    if (r === n) return undefined;
    const v = constNumber(r, depth + 1);
    if (!v) return undefined;
    const stmt = decl?.getFirstAncestorByKind(SyntaxKind.VariableStatement) ?? decl;
    return { value: v.value, decl: v.decl ?? stmt };
  }
  return undefined;
}

/** A `const` binding, a property of a `const` object, or a `readonly` class field: its initialiser is its value. */
function neverReassigned(decl: Node): boolean {
  if (Node.isPropertyDeclaration(decl)) return decl.isReadonly();
  const list = decl.getFirstAncestorByKind(SyntaxKind.VariableDeclarationList);
  return !!list && list.getDeclarationKind() === VariableDeclarationKind.Const;
}
