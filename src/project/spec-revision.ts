/**
 * Which MCP specification revision a server targets, and how that was decided. Rules 8 and 9 only
 * apply to servers on revision 2026-07-28 or later; elsewhere they are "not applicable", which is
 * reported as such and never as "passed".
 *
 * Evidence, strongest first: the configuration (`specRevision`), protocol-version literals in the
 * code, use of the fields that revision introduced, and the `@modelcontextprotocol/sdk` range in
 * package.json. Read as data only.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Node, SyntaxKind, type SourceFile } from "ts-morph";

export const MRTR_REVISION = "2026-07-28";
/** Fields introduced by revision 2026-07-28 (SEP-2549 caching, multi-round-trip requests). */
export const REVISION_FIELDS = ["ttlMs", "cacheScope", "resultType", "inputRequests", "inputResponses"] as const;

export interface SpecRevision {
  /** The revision date, or undefined when nothing says. */
  revision?: string;
  /** How it was decided, in words for the coverage report. */
  source: string;
  /** Fields of revision 2026-07-28 that the code uses, sorted. */
  fieldsUsed: string[];
}

/** True when the server targets `at` or a later revision. */
export function targetsAtLeast(spec: SpecRevision, at: string): boolean {
  return spec.revision !== undefined && spec.revision >= at;
}

function sdkRange(root: string): string | undefined {
  const pj = path.join(root, "package.json");
  if (!existsSync(pj)) return undefined;
  try {
    const json = JSON.parse(readFileSync(pj, "utf8")) as Record<string, Record<string, string> | undefined>;
    for (const k of ["dependencies", "peerDependencies", "devDependencies"]) {
      const v = json[k]?.["@modelcontextprotocol/sdk"] ?? json[k]?.["@modelcontextprotocol/server"];
      if (v) return v;
    }
  } catch {
    // an unparsable package.json says nothing about the revision
  }
  return undefined;
}

export function detectSpecRevision(root: string, files: SourceFile[], configured?: string): SpecRevision {
  const used = new Set<string>();
  const literals = new Set<string>();
  for (const sf of files) {
    sf.forEachDescendant((n) => {
      if (Node.isPropertyAssignment(n) || Node.isShorthandPropertyAssignment(n) || Node.isPropertyAccessExpression(n)) {
        const name = Node.isPropertyAccessExpression(n) ? n.getName() : n.getName();
        if ((REVISION_FIELDS as readonly string[]).includes(name)) used.add(name);
      }
      if (Node.isStringLiteral(n) && /^20\d\d-\d\d-\d\d$/.test(n.getLiteralValue())) {
        const p = n.getParent();
        const context = p?.getKind() === SyntaxKind.PropertyAssignment || p?.getKind() === SyntaxKind.VariableDeclaration ? p.getText() : "";
        if (/protocol_?version|PROTOCOL_VERSION/i.test(context)) literals.add(n.getLiteralValue());
      }
    });
  }
  const fieldsUsed = [...used].sort();
  if (configured) return { revision: configured, source: `configured (specRevision: ${configured})`, fieldsUsed };
  if (literals.size) {
    const newest = [...literals].sort().at(-1)!;
    return { revision: newest, source: `protocol-version literal ${newest} in the code`, fieldsUsed };
  }
  if (fieldsUsed.length) return { revision: MRTR_REVISION, source: `uses ${fieldsUsed.join(", ")} (introduced in ${MRTR_REVISION})`, fieldsUsed };
  const range = sdkRange(root);
  if (range) return { revision: undefined, source: `@modelcontextprotocol/sdk ${range} in package.json, no ${MRTR_REVISION} fields used: an earlier revision`, fieldsUsed };
  return { revision: undefined, source: "no SDK dependency, protocol-version literal or revision fields found", fieldsUsed };
}
