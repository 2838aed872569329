/**
 * Modules loaded with `import()` at run time: a literal path is one module; a template path
 * (`./apis/${dir}/index.js`, `./handlers/nasa/${endpoint}.js`) is every project module whose path
 * the template can spell, the parts built at run time standing for one path segment each.
 */
import { posix } from "node:path";
import { escapeRegExp } from "../../../model/wording.js";
import { type CallExpression, Node, type SourceFile, SyntaxKind } from "../morph.js";
import { functionOf, initializerOf, isFunctionLike, resolveExpression, unwrap } from "../syntax/resolve.js";

const SOURCE_EXT = /\.(?:[cm]?[jt]sx?)$/;

/** `import(…)` with a path, or undefined. */
export function dynamicImportOf(n: Node | undefined): CallExpression | undefined {
  if (!n) return undefined;
  const u = unwrap(n);
  if (!Node.isCallExpression(u) || u.getExpression().getKind() !== SyntaxKind.ImportKeyword) return undefined;
  return u;
}

const modulesCache = new WeakMap<Node, SourceFile[]>();

/** The project modules an `import()` can load, in path order. */
export function importedModules(call: CallExpression): SourceFile[] {
  const cached = modulesCache.get(call);
  if (cached) return cached;
  const out = importedModulesUncached(call);
  modulesCache.set(call, out);
  return out;
}

function importedModulesUncached(call: CallExpression): SourceFile[] {
  const arg = call.getArguments()[0];
  if (!arg) return [];
  const a = unwrap(arg);
  // the path with a placeholder for each part built at run time
  const HOLE = "\u0000";
  let raw: string | undefined;
  if (Node.isStringLiteral(a) || Node.isNoSubstitutionTemplateLiteral(a)) raw = a.getLiteralValue();
  else if (Node.isTemplateExpression(a)) {
    raw = a.getHead().getLiteralText();
    for (const span of a.getTemplateSpans()) raw += HOLE + span.getLiteral().getLiteralText();
  }
  if (raw === undefined || !raw.startsWith(".")) return [];
  const sf = call.getSourceFile();
  const target = posix.join(sf.getDirectoryPath(), raw).replace(SOURCE_EXT, "");
  const re = new RegExp(`^${target.split(HOLE).map(escapeRegExp).join("[^/]+")}(?:/index)?$`);
  return sf
    .getProject()
    .getSourceFiles()
    .filter((f) => !f.isInNodeModules() && !f.isDeclarationFile() && f !== sf)
    .filter((f) => re.test(f.getFilePath().replace(SOURCE_EXT, "")))
    .sort((x, y) => (x.getFilePath() < y.getFilePath() ? -1 : x.getFilePath() > y.getFilePath() ? 1 : 0));
}

/** What a module exports under `key` (`default` for `export default …`), as the expression it stands for. */
export function moduleExport(sf: SourceFile, key: string): Node | undefined {
  const decls = sf.getExportedDeclarations().get(key) ?? [];
  const d = decls[0];
  if (!d) return undefined;
  if (Node.isExportAssignment(d)) return d.getExpression();
  return initializerOf(d) ?? d;
}

/**
 * The function a handler module serves: its default export, or the one exported function, or the
 * exported function whose name holds the module's own name (`nasaApodHandler` in `apod.ts`).
 */
export function moduleFunction(sf: SourceFile): Node | undefined {
  const asFn = (n: Node | undefined) => {
    if (!n) return undefined;
    const r = unwrap(n);
    if (isFunctionLike(r)) return r;
    const f = functionOf(r) ?? resolveExpression(r);
    return isFunctionLike(f) ? f : undefined;
  };
  const def = asFn(moduleExport(sf, "default"));
  if (def) return def;
  const fns: { name: string; fn: Node }[] = [];
  for (const [name, decls] of sf.getExportedDeclarations()) {
    const f = asFn(decls[0] && (Node.isExportAssignment(decls[0]) ? decls[0].getExpression() : decls[0]));
    if (f) fns.push({ name, fn: f });
  }
  if (fns.length === 1) return fns[0]!.fn;
  const stem = squash(sf.getBaseNameWithoutExtension());
  return fns.find((f) => squash(f.name).includes(stem))?.fn;
}

/** Letters and digits only, lower case: `mars_rover`, `mars-rover` and `MarsRover` are one word. */
export function squash(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** The exports under `key` of every module an expression's `import()` can load (`mod.default` → each `export default`). */
export function importedExports(n: Node): Node[] | undefined {
  const u = unwrap(n);
  if (!Node.isPropertyAccessExpression(u)) return undefined;
  const base = unwrap(u.getExpression());
  const call = dynamicImportOf(Node.isIdentifier(base) ? resolveExpression(base) : base);
  if (!call) return undefined;
  const out: Node[] = [];
  for (const sf of importedModules(call)) {
    const e = moduleExport(sf, u.getName());
    if (e) out.push(e);
  }
  return out;
}
