/**
 * Which MCP specification revision a server targets, and how that was decided. Rules 8 and 9 only
 * apply to servers on revision 2026-07-28 or later; elsewhere they are "not applicable", which is
 * reported as such and never as "passed".
 *
 * Evidence, strongest first: the configuration (`specRevision`), then the code — protocol-version
 * literals and use of the fields revision 2026-07-28 introduced (whichever says the newer revision
 * wins: a server that sets `ttlMs` on its results targets 2026-07-28 even when an older version
 * literal is still around) — and last the `@modelcontextprotocol/sdk` range in package.json, which
 * alone never claims the new revision. Read as data only.
 */
import { existsSync, lstatSync, readdirSync } from "node:fs";
import path from "node:path";
import type { ts } from "ts-morph";
import { MRTR_REVISION, REVISION_FIELDS, type SpecRevision } from "../../model/spec-revision.js";
import { MAX_DATA_FILE_BYTES, readRegularFile } from "../walk.js";
import { Node, type ObjectLiteralExpression, type SourceFile, SyntaxKind, typescript } from "./morph.js";
import { compilerDescendantsOfKind, wrap } from "./syntax/node-index.js";

/** Keys that make an object literal an MCP result (tool, list or read result), not a library option bag. */
const RESULT_KEYS = new Set([
  "content",
  "structuredContent",
  "isError",
  "contents",
  "tools",
  "resources",
  "resourceTemplates",
  "prompts",
  "messages",
  "nextCursor",
  "cacheScope",
  "resultType",
  "inputRequests",
]);

function keysOf(o: ObjectLiteralExpression): string[] {
  return o
    .getProperties()
    .flatMap((p) =>
      Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p)
        ? [p.getName().replace(/^["']|["']$/g, "")]
        : [],
    );
}

/**
 * True when an object literal is an MCP result rather than, say, a cache library's option bag
 * (`new Cache({ ttlMs: 60_000 })` is not a use of the 2026-07-28 field).
 */
export function isResultObject(o: ObjectLiteralExpression): boolean {
  return keysOf(o).some((k) => RESULT_KEYS.has(k));
}

/** The 2026-07-28 field a node uses, when it does: a result property, or a read of one. */
function revisionFieldOf(n: Node): string | undefined {
  if (Node.isPropertyAssignment(n) || Node.isShorthandPropertyAssignment(n)) {
    const name = n.getName();
    if (!(REVISION_FIELDS as readonly string[]).includes(name)) return undefined;
    if (name === "resultType") {
      const init = Node.isPropertyAssignment(n) ? n.getInitializer() : undefined;
      return init && Node.isStringLiteral(init) && init.getLiteralValue() === "input_required" ? name : undefined;
    }
    const obj = n.getParent();
    if (name === "ttlMs" && !(Node.isObjectLiteralExpression(obj) && isResultObject(obj))) return undefined;
    return name;
  }
  if (Node.isPropertyAccessExpression(n)) {
    const name = n.getName();
    return name === "inputResponses" || name === "inputRequests" ? name : undefined;
  }
  return undefined;
}

const VERSION_NAME = /protocol_?versions?/i;
const DATE = /^20\d\d-\d\d-\d\d$/;

/** A `YYYY-MM-DD` literal that names a protocol version: in a declaration or property whose name says so. */
function protocolVersionLiteral(n: Node): string | undefined {
  if (!Node.isStringLiteral(n) || !DATE.test(n.getLiteralValue())) return undefined;
  // the literal itself, or an element of a list/Set of supported versions
  for (let p = n.getParent(), i = 0; p && i < 4; p = p.getParent(), i++) {
    if (Node.isVariableDeclaration(p) || Node.isPropertyAssignment(p) || Node.isPropertyDeclaration(p))
      return VERSION_NAME.test(p.getName()) ? n.getLiteralValue() : undefined;
    if (
      !(
        Node.isArrayLiteralExpression(p) ||
        Node.isNewExpression(p) ||
        Node.isAsExpression(p) ||
        Node.isSatisfiesExpression(p)
      )
    )
      return undefined;
  }
  return undefined;
}

const SDK_PACKAGES = ["@modelcontextprotocol/sdk", "@modelcontextprotocol/server"];
/** Where a monorepo keeps its packages, one level below the root. */
const WORKSPACE_DIRS = ["packages", "apps", "servers", "services"];

function sdkRangeIn(pj: string, root: string): string | undefined {
  try {
    const read = readRegularFile(pj, MAX_DATA_FILE_BYTES, root);
    if (!read.ok) return undefined;
    const json = JSON.parse(read.text) as Record<string, Record<string, string> | undefined>;
    for (const k of ["dependencies", "peerDependencies", "devDependencies"]) {
      for (const name of SDK_PACKAGES) {
        const v = json[k]?.[name];
        if (v) return `${name} ${v}`;
      }
    }
  } catch {
    // an unparsable package.json says nothing about the revision
  }
  return undefined;
}

function isRealDir(p: string): boolean {
  try {
    return lstatSync(p).isDirectory();
  } catch {
    return false;
  }
}

/** The SDK range of the root package.json, else of the workspace packages (with where it was found). */
function sdkRange(root: string): string | undefined {
  const rootPj = path.join(root, "package.json");
  const atRoot = existsSync(rootPj) ? sdkRangeIn(rootPj, root) : undefined;
  if (atRoot) return `${atRoot} in package.json`;
  const found: string[] = [];
  for (const dir of WORKSPACE_DIRS) {
    const base = path.join(root, dir);
    // real folders only: a linked packages/ (or package folder) is listed in coverage by the walker and never read
    if (!isRealDir(base)) continue;
    for (const name of readdirSync(base).sort()) {
      if (!isRealDir(path.join(base, name))) continue;
      const pj = path.join(base, name, "package.json");
      const range = existsSync(pj) ? sdkRangeIn(pj, root) : undefined;
      if (range) found.push(`${range} in ${dir}/${name}/package.json`);
    }
  }
  return found.length ? found.join(", ") : undefined;
}

export function detectSpecRevision(root: string, files: SourceFile[], configured?: string): SpecRevision {
  const used = new Set<string>();
  const literals = new Set<string>();
  // Only the few compiler nodes that can answer are wrapped: a property or read named like a
  // 2026-07-28 field, a string that is a date. Both answers are sets, so the order of the walk is free.
  const named = (c: ts.Node, names: ReadonlySet<string>): boolean => {
    const name = (c as ts.Node & { name?: ts.Node }).name;
    if (!name) return false;
    const text = typescript.isIdentifier(name) || typescript.isStringLiteral(name) ? name.text : undefined;
    return text !== undefined && names.has(text);
  };
  const fieldNames = new Set<string>(REVISION_FIELDS);
  const readNames = new Set(["inputResponses", "inputRequests"]);
  for (const sf of files) {
    const keep = (kind: SyntaxKind, test: (c: ts.Node) => boolean): Node[] =>
      compilerDescendantsOfKind(sf, kind).flatMap((c) => (test(c) ? [wrap(sf, c)] : []));
    for (const n of [
      ...keep(SyntaxKind.PropertyAssignment, (c) => named(c, fieldNames)),
      ...keep(SyntaxKind.ShorthandPropertyAssignment, (c) => named(c, fieldNames)),
      ...keep(SyntaxKind.PropertyAccessExpression, (c) => named(c, readNames)),
    ]) {
      const field = revisionFieldOf(n);
      if (field) used.add(field);
    }
    for (const n of keep(SyntaxKind.StringLiteral, (c) => DATE.test((c as ts.StringLiteral).text))) {
      const lit = protocolVersionLiteral(n);
      if (lit) literals.add(lit);
    }
  }
  const fieldsUsed = [...used].sort();
  const fields = `uses ${fieldsUsed.join(", ")} (introduced in ${MRTR_REVISION})`;
  if (configured) return { revision: configured, source: `configured (specRevision: ${configured})`, fieldsUsed };
  const newest = [...literals].sort().at(-1);
  if (newest && (newest >= MRTR_REVISION || !fieldsUsed.length)) {
    return {
      revision: newest,
      source: `protocol-version literal ${newest} in the code${fieldsUsed.length ? `; ${fields}` : ""}`,
      fieldsUsed,
    };
  }
  if (fieldsUsed.length) {
    return {
      revision: MRTR_REVISION,
      source: `${fields}${newest ? `; the protocol-version literal ${newest} in the code is older` : ""}`,
      fieldsUsed,
    };
  }
  const range = sdkRange(root);
  if (range) return { revision: undefined, source: `${range} and no ${MRTR_REVISION} field used`, fieldsUsed };
  return {
    revision: undefined,
    source: `no SDK dependency, protocol-version literal or ${MRTR_REVISION} field found`,
    fieldsUsed,
  };
}
