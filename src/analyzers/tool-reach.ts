/**
 * Small syntax helpers for analyzers that start from a place in the code rather than from a tool:
 * which tools reach that place, the comments a reader sees beside it, and constant numbers.
 */
import { Node, SyntaxKind, VariableDeclarationKind } from "../frontend/ts/morph.js";
import { lineCol, linesOf } from "../frontend/ts/syntax/location.js";
import { descendantsOfKind } from "../frontend/ts/syntax/node-index.js";
import { declarationsOf, resolveExpression, unwrap } from "../frontend/ts/syntax/resolve.js";
import type { ToolModel } from "../model/types.js";
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

/** Functions that read a setting and fall back to a default: `envInt`, `parsePositiveInteger`, `normalizeTtl`, `getNumber`. */
const FALLBACK_READER =
  /(^|\.)(env\w*|\w*(Int|Integer|Number|Num|Ttl|TTL|Duration|Ms)|parse\w*|normali[sz]e\w*|get\w*(Int|Number|Env)\w*|Number)$/;

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
      op === SyntaxKind.PlusToken
        ? l.value + r.value
        : op === SyntaxKind.MinusToken
          ? l.value - r.value
          : op === SyntaxKind.AsteriskToken
            ? l.value * r.value
            : op === SyntaxKind.SlashToken
              ? l.value / r.value
              : undefined;
    return value === undefined ? undefined : decl ? { value, decl } : { value };
  }
  // `process.env.TTL || 86_400_000`, `Number(process.env.TTL ?? 3600)`: the constant is what runs unless someone sets it
  if (
    Node.isBinaryExpression(n) &&
    [SyntaxKind.BarBarToken, SyntaxKind.QuestionQuestionToken].includes(n.getOperatorToken().getKind()) &&
    /\bprocess\.env\b|\benv\b/.test(n.getLeft().getText())
  )
    return constNumber(n.getRight(), depth + 1);
  // `envInt("CACHE_TTL", 86_400_000)`, `parsePositiveInteger(process.env.TTL, DEFAULT_TTL)`, `normalize(ttlMs, DEFAULT_TTL)`:
  // a reader with one constant fallback among its arguments
  if (Node.isCallExpression(n) && FALLBACK_READER.test(n.getExpression().getText())) {
    const consts = n.getArguments().map((a) => constNumber(a, depth + 1));
    const known = consts.filter((c): c is ConstNumber => !!c);
    if (known.length === 1) return known[0];
    return undefined;
  }
  if (Node.isIdentifier(n) || Node.isPropertyAccessExpression(n)) {
    const decl = declarationsOf(Node.isPropertyAccessExpression(n) ? n.getNameNode() : n)[0];
    // a parameter with a default (`ttlMs = envInt("TTL", 86_400_000)`) that the code never reassigns
    if (decl && Node.isParameterDeclaration(decl) && decl.getInitializer())
      return constNumber(decl.getInitializer(), depth + 1);
    // `this.ttl`: a readonly field set once in the constructor (`this.ttl = options.ttl ?? DEFAULT_TTL`)
    if (decl && Node.isPropertyDeclaration(decl) && !decl.getInitializer() && decl.isReadonly()) {
      const cls = decl.getParent();
      const writes = Node.isClassDeclaration(cls)
        ? cls
            .getConstructors()
            .flatMap((c) => descendantsOfKind(c, SyntaxKind.BinaryExpression))
            .filter(
              (b) =>
                b.getOperatorToken().getKind() === SyntaxKind.EqualsToken &&
                b.getLeft().getText() === `this.${decl.getName()}`,
            )
        : [];
      return writes.length === 1 ? constNumber(writes[0]!.getRight(), depth + 1) : undefined;
    }
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
