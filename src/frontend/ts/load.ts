/**
 * Loads an audited server folder into one ts-morph Project without running or importing anything
 * from it. Every file that is left out is recorded with its reason, so that a report can say what
 * was not looked at.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import type { ts } from "ts-morph";
import { InputError } from "../../errors.js";
import type { PlatformBinding } from "../../model/client-libraries.js";
import { relativePath } from "../../model/location.js";
import type { SkippedItem } from "../../model/types.js";
import {
  countFiles,
  globToRegExp,
  isInside,
  MAX_DATA_FILE_BYTES,
  type PathTest,
  readRegularFile,
  TOOLING_DIRS,
  walkTree,
} from "../walk.js";
import { Project, type SourceFile, typescript } from "./morph.js";
import { PLATFORM_CONFIG, readPlatformBindings } from "./platform-bindings.js";
import { setProjectRoot } from "./syntax/location.js";

const SOURCE_EXT = [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"];
/** Folders that hold dependencies, build output or tooling state, never the server's own source. */
/** Build output: left out while the folder has source of its own, used when it has nothing else (a published package). */
const BUILD_DIRS = new Set(["dist", "build", "out", "lib-cjs"]);
const IGNORED_DIRS = new Set([...TOOLING_DIRS, ...BUILD_DIRS]);
/** Larger than this is generated data, not code; single-file bundles of published servers stay below it. */
const MAX_FILE_BYTES = 6_000_000;
/**
 * A JavaScript line this long that holds many statements is a bundler's or minifier's output; a
 * file of a few such lines is generated data (`window.searchData = "…"`). Such files are left out
 * while the folder has source of its own — a generated docs site's assets, a committed bundle
 * beside the `src/` it was built from — and audited when they are all there is. Hand-written code
 * with one long string (an inline icon as a data URI) is neither, and TypeScript never is.
 */
const BUNDLED_LINE_CHARS = 10_000;
const BUNDLED_STATEMENTS = 50;
const GENERATED_MAX_LINES = 5;

/** The length of the longest line when the file looks bundled or generated, else 0. */
function bundledLine(file: string, text: string): number {
  if (!/\.[cm]?jsx?$/.test(file)) return 0;
  let longest = 0;
  let statements = 0;
  let lines = 0;
  for (let start = 0; start < text.length; ) {
    const nl = text.indexOf("\n", start);
    const end = nl < 0 ? text.length : nl;
    lines++;
    if (end - start >= BUNDLED_LINE_CHARS) {
      // counted within the line only: `indexOf(";")` would run on to the end of a file without semicolons, once per line
      let n = 0;
      for (let i = start; i < end && n < BUNDLED_STATEMENTS; i++) if (text.charCodeAt(i) === 59) n++;
      statements = Math.max(statements, n);
    }
    if (end - start > longest) longest = end - start;
    start = end + 1;
  }
  if (longest < BUNDLED_LINE_CHARS) return 0;
  return statements >= BUNDLED_STATEMENTS || lines <= GENERATED_MAX_LINES ? longest : 0;
}

/**
 * A source file of more than a megabyte with hardly any functions (fewer than one per 20 KB) is
 * generated data — a table, a schema dump, a fixture as a module — not server logic. Parsing and
 * walking it costs hundreds of megabytes (bench/hostile.mjs), so it is left out, with its reason,
 * while the folder has code of its own.
 */
const GENERATED_DATA_BYTES = 1_000_000;
const BYTES_PER_FUNCTION = 20_000;

function generatedData(text: string): boolean {
  if (text.length < GENERATED_DATA_BYTES) return false;
  let fns = 0;
  for (const marker of ["=>", "function"])
    for (let i = text.indexOf(marker); i >= 0; i = text.indexOf(marker, i + marker.length)) fns++;
  return fns * BYTES_PER_FUNCTION < text.length;
}

/**
 * Text that registers or lists MCP tools (the calls and request schemas tool discovery reads). A file
 * holding it is never left out as generated data or as bundled: padding a tool file with a huge comment
 * or one long line must not hide its tools from the audit.
 */
const TOOL_MARKER =
  /\b(?:registerTool|addTool|setRequestHandler)\s*\(|\.tool\s*\(|\b(?:CallToolRequestSchema|ListToolsRequestSchema)\b|["'`]tools\/(?:call|list)["'`]/;

/**
 * The text as code only, for files that register tools: comments dropped, string and template
 * literals emptied, line breaks kept. A file padded with a huge comment or a long string is measured
 * without the padding; a real bundle keeps its long lines of statements. Linear: one scanner pass
 * (a `/` after an operand is a division, else a regular expression, as a parser would read it).
 */
function codeOnly(text: string): string {
  const ts = typescript;
  const K = ts.SyntaxKind;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text);
  const out: string[] = [];
  let operand = false;
  let braces = 0;
  // brace depths at which an open template substitution (`${`) closes
  const substitutions: number[] = [];
  for (let k = scanner.scan(); k !== K.EndOfFileToken; k = scanner.scan()) {
    if (k === K.NewLineTrivia) {
      out.push("\n");
      continue;
    }
    if (k === K.WhitespaceTrivia) {
      out.push(" ");
      continue;
    }
    if (k === K.SingleLineCommentTrivia || k === K.MultiLineCommentTrivia || k === K.ShebangTrivia) {
      const t = scanner.getTokenText();
      for (let i = t.indexOf("\n"); i >= 0; i = t.indexOf("\n", i + 1)) out.push("\n");
      continue;
    }
    if ((k === K.SlashToken || k === K.SlashEqualsToken) && !operand) k = scanner.reScanSlashToken();
    if (k === K.OpenBraceToken) braces++;
    else if (k === K.CloseBraceToken) {
      if (substitutions.at(-1) === braces) {
        substitutions.pop();
        k = scanner.reScanTemplateToken(false);
      } else braces--;
    }
    if (k === K.TemplateHead || k === K.TemplateMiddle) substitutions.push(braces);
    const literal =
      k === K.StringLiteral ||
      k === K.NoSubstitutionTemplateLiteral ||
      k === K.TemplateHead ||
      k === K.TemplateMiddle ||
      k === K.TemplateTail ||
      k === K.RegularExpressionLiteral;
    out.push(literal ? '""' : scanner.getTokenText());
    operand =
      literal ||
      k === K.Identifier ||
      k === K.NumericLiteral ||
      k === K.BigIntLiteral ||
      k === K.CloseParenToken ||
      k === K.CloseBracketToken ||
      k === K.CloseBraceToken ||
      k === K.ThisKeyword;
  }
  return out.join("");
}

/** Files that do not make a folder "have source of its own": tests and tool configs (`vitest.config.mjs`). */
function isOwnSource(r: string): boolean {
  return !isTestFile(r) && !/(^|\/)[^/]+\.config\.[cm]?[jt]s$/.test(r);
}

export interface LoadOptions {
  /** Extra path globs (relative to the root, `*` and `**`) to leave out. */
  ignore?: string[];
}

export interface LoadedProject {
  root: string;
  project: Project;
  /** Non-test source files that were parsed cleanly. */
  sourceFiles: SourceFile[];
  /** Test files (parsed cleanly), kept apart for the rules about the server's own tests. */
  testFiles: SourceFile[];
  tsconfigs: string[];
  /** Bindings a serverless platform's configuration declares (wrangler.toml: `[ai] binding = "AI"`), by name. */
  platformBindings: Map<string, PlatformBinding>;
  skipped: SkippedItem[];
  /** Facts worth showing in coverage (workspace packages mapped, compiler options used). */
  notes: string[];
}

export function isTestFile(rel: string): boolean {
  const parts = rel.split("/");
  const base = parts[parts.length - 1] ?? "";
  if (/\.(test|spec)\.[cm]?[jt]sx?$/.test(base)) return true;
  if (/^(test|tests|__tests__|__mocks__|spec|e2e)$/.test(parts[0] ?? "")) return true;
  // a test package or mock folder of a monorepo (packages/integration-tests/src/mocks/…) is test code too
  return parts
    .slice(0, -1)
    .some((p) => /^(__tests__|__mocks__|mocks|test|tests|e2e|integration-tests?|e2e-tests?|test-utils)$/.test(p));
}

interface Walked {
  sources: string[];
  tsconfigs: string[];
  packageJsons: string[];
  platformConfigs: string[];
  skipped: SkippedItem[];
}

function walk(root: string, ignore: PathTest[], includeBuild = false): Walked {
  const out: Walked = { sources: [], tsconfigs: [], packageJsons: [], platformConfigs: [], skipped: [] };
  walkTree(
    root,
    ignore,
    {
      enterDir: (name) =>
        !((IGNORED_DIRS.has(name) && !(includeBuild && BUILD_DIRS.has(name))) || name.startsWith(".")),
      relevant: (name) => isSourceName(name) || isProjectFileName(name),
      file: (full, r, name) => {
        if (/^tsconfig(\..+)?\.json$/.test(name) || name === "jsconfig.json") out.tsconfigs.push(full);
        else if (name === "package.json") out.packageJsons.push(full);
        else if (PLATFORM_CONFIG.test(name)) out.platformConfigs.push(full);
        else if (isSourceName(name)) {
          if (/\.min\.[cm]?js$/.test(name)) out.skipped.push({ subject: r, reason: "minified file", kind: "file" });
          else out.sources.push(full);
        }
      },
    },
    out.skipped,
  );
  return out;
}

/** A tsconfig, jsconfig, package.json or platform configuration (wrangler.toml) by its name. */
function isProjectFileName(name: string): boolean {
  return (
    /^tsconfig(\..+)?\.json$/.test(name) ||
    name === "jsconfig.json" ||
    name === "package.json" ||
    PLATFORM_CONFIG.test(name)
  );
}

/** A TypeScript or JavaScript source file by its name (declaration files are not source). */
export function isSourceName(name: string): boolean {
  return SOURCE_EXT.some((x) => name.endsWith(x)) && !/\.d\.[cm]?ts$/.test(name);
}

/** Whether a folder holds TypeScript or JavaScript source, build output included (cheap: stops at the first file). */
export function detectTypeScript(root: string, ignore: string[]): number {
  return countFiles(
    root,
    ignore.map(globToRegExp),
    isSourceName,
    (name) => IGNORED_DIRS.has(name) && !BUILD_DIRS.has(name),
    1,
  );
}

/**
 * A package built for both module systems ships each file twice (`dist/index.js` and
 * `dist/index.cjs`): the same tools would be found twice. In a folder where such a pair exists, the
 * CommonJS files are left out, each listed with the reason.
 */
function dropDualBuildCopies(walked: Walked, root: string): void {
  const byDir = new Map<string, string[]>();
  for (const f of walked.sources) {
    const d = path.dirname(f);
    byDir.set(d, [...(byDir.get(d) ?? []), f]);
  }
  const drop = new Set<string>();
  for (const files of byDir.values()) {
    const esm = new Set(files.filter((f) => /\.m?js$/.test(f)).map((f) => f.replace(/\.m?js$/, "")));
    const cjs = files.filter((f) => f.endsWith(".cjs"));
    if (!cjs.some((f) => esm.has(f.slice(0, -4)))) continue;
    for (const f of cjs) drop.add(f);
  }
  if (!drop.size) return;
  walked.sources = walked.sources.filter((f) => !drop.has(f));
  for (const f of [...drop].sort())
    walked.skipped.push({
      subject: rel(root, f),
      reason: "CommonJS copy of a dual build (the folder ships the same code as ES modules, audited instead)",
      kind: "file",
    });
}

const rel = relativePath;

/** Compiler options the audit needs whatever the project says: parse JS too, resolve `./x.js` to `./x.ts`. */
function baseOptions(): ts.CompilerOptions {
  const ts = typescript;
  return {
    allowJs: true,
    checkJs: false,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.Preserve,
    skipLibCheck: true,
    // Only the audited files: dependencies in a local node_modules must not change (or slow) the audit.
    noResolve: true,
    noLib: true,
    types: [],
  };
}

/**
 * Reads the root tsconfig for the options that matter to symbol resolution (baseUrl, paths).
 * A tsconfig that does not parse, or extends a package that is not installed, is reported and the
 * defaults are used: a fresh checkout has no node_modules, and that must not stop an audit.
 */
function readTsconfig(file: string, root: string, skipped: SkippedItem[]): ts.CompilerOptions {
  const read = readRegularFile(file, MAX_DATA_FILE_BYTES, root);
  if (!read.ok) {
    skipped.push({ subject: rel(root, file), reason: `tsconfig ${read.reason}; defaults used`, kind: "tsconfig" });
    return {};
  }
  const parsed = typescript.parseConfigFileTextToJson(file, read.text);
  if (parsed.error) {
    skipped.push({
      subject: rel(root, file),
      reason: `tsconfig does not parse (${diagText(parsed.error.messageText, root)}); defaults used`,
      kind: "tsconfig",
    });
    return {};
  }
  // `extends` is followed only to regular files inside the audited folder, each read under the size cap.
  const refused: string[] = [];
  const readInside = (f: string): string | undefined => {
    const abs = path.resolve(f);
    if (!isInside(root, abs)) {
      refused.push(`${rel(root, abs)}: outside the audited folder (not read)`);
      return undefined;
    }
    const r = readRegularFile(abs, MAX_DATA_FILE_BYTES, root);
    if (!r.ok) refused.push(`${rel(root, abs)}: ${r.reason}`);
    return r.ok ? r.text : undefined;
  };
  const host: ts.ParseConfigHost = {
    useCaseSensitiveFileNames: true,
    readDirectory: () => [],
    // a file inside by its path that a linked folder takes outside is read through readInside, which refuses it with that reason
    fileExists: (f) => isInside(root, path.resolve(f)) && existsSync(f),
    readFile: readInside,
  };
  const cfg = typescript.parseJsonConfigFileContent(parsed.config, host, path.dirname(file), undefined, file);
  // 18003: no inputs (readDirectory is stubbed); 5083: cannot read a file `extends` names, already said with its reason.
  const problems = cfg.errors.filter((d) => d.code !== 18003 && !(d.code === 5083 && refused.length));
  if (problems.length || refused.length) {
    const msg = [
      ...[...new Set(refused)].map((x) => `extends ${x}`),
      ...problems.map((d) => diagText(d.messageText, root)),
    ].join("; ");
    skipped.push({
      subject: rel(root, file),
      reason: `tsconfig settings partly unusable (${msg}); defaults used for those`,
      kind: "tsconfig",
    });
  }
  const o = cfg.options;
  const keep: ts.CompilerOptions = {};
  if (o.baseUrl) keep.baseUrl = o.baseUrl;
  if (o.paths) keep.paths = o.paths;
  if (o.jsx !== undefined) keep.jsx = o.jsx;
  if (o.experimentalDecorators) keep.experimentalDecorators = true;
  return keep;
}

/** A compiler diagnostic's text with the audited folder's absolute path taken out (reports carry no absolute paths). */
function diagText(m: string | ts.DiagnosticMessageChain, root: string): string {
  return typescript.flattenDiagnosticMessageText(m, " ").split(`${root}${path.sep}`).join("").split(root).join(".");
}

/** Maps monorepo workspace package names to their folders so cross-package imports resolve without node_modules. */
function workspacePaths(root: string, packageJsons: string[], notes: string[]): Record<string, string[]> {
  const paths: Record<string, string[]> = {};
  const names: string[] = [];
  for (const pj of packageJsons) {
    if (path.dirname(pj) === root) {
      const read = readRegularFile(pj, MAX_DATA_FILE_BYTES, root);
      if (!read.ok) notes.push(`package.json not read: ${read.reason}`);
      else if (!isJson(read.text)) notes.push("package.json is not valid JSON: the SDK version it names is not known");
      continue;
    }
    const read = readRegularFile(pj, MAX_DATA_FILE_BYTES, root);
    if (!read.ok) {
      notes.push(`${rel(root, pj)} not read: ${read.reason}`);
      continue;
    }
    try {
      const json = JSON.parse(read.text) as { name?: string };
      if (!json.name) continue;
      const dir = rel(root, path.dirname(pj));
      names.push(json.name);
      paths[json.name] = [
        `${dir}/src/index.ts`,
        `${dir}/src/index.js`,
        `${dir}/index.ts`,
        `${dir}/index.js`,
        `${dir}/src/index.mts`,
      ];
      paths[`${json.name}/*`] = [`${dir}/src/*`, `${dir}/*`];
    } catch {
      // A package.json that does not parse only loses the workspace mapping; it is not source.
      notes.push(`${rel(root, pj)} is not valid JSON: its workspace package name is not mapped`);
    }
  }
  if (names.length) notes.push(`workspace packages mapped: ${names.sort().join(", ")}`);
  return paths;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Server packages in a monorepo map their own import aliases (`"@/*": ["src/*"]` in
 * `tools/typescript/tsconfig.json`). The program has one `paths` table, so each package's targets
 * are added, as absolute paths, after the root's: the compiler tries them in order until a file exists.
 */
function addPackagePaths(into: Record<string, string[]>, o: ts.CompilerOptions, cfg: string): void {
  if (!o.paths) return;
  const base = o.baseUrl ?? (o as { pathsBasePath?: string }).pathsBasePath ?? path.dirname(cfg);
  for (const [alias, targets] of Object.entries(o.paths)) {
    into[alias] ??= [];
    into[alias].push(...targets.map((t) => path.resolve(base, t)));
  }
}

function mergePaths(first: ts.MapLike<string[]>, then: Record<string, string[]>): ts.MapLike<string[]> {
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(first)) out[k] = [...v];
  for (const [k, v] of Object.entries(then)) out[k] = [...new Set([...(out[k] ?? []), ...v])];
  return out;
}

/**
 * Adds a file to the project with the text already read, parsed once. `createSourceFile(…, { overwrite:
 * true })` would first read and parse the file on disk (it exists) and then parse the given text again:
 * half of the load. Here ts-morph's own read of that one path answers with the text we read (the same
 * bytes, checked by the walker), through its private file-system wrapper (test/syntax-private-api.test.ts
 * fails if an upgrade changes it). A text with a byte-order mark keeps the old way, which parses it with
 * the mark (ts-morph's read strips it), so positions stay as they were.
 */
function addSource(project: Project, file: string, text: string): SourceFile {
  const fsw = (
    project as unknown as {
      _context?: {
        fileSystemWrapper?: { readFileIfExistsSync?: (p: string, encoding?: string) => string | undefined };
      };
    }
  )._context?.fileSystemWrapper;
  const own = fsw?.readFileIfExistsSync;
  if (!fsw || !own || text.charCodeAt(0) === 0xfeff || project.getSourceFile(file))
    return project.createSourceFile(file, text, { overwrite: true });
  const wanted = path.resolve(file);
  fsw.readFileIfExistsSync = (p, encoding) => (path.resolve(p) === wanted ? text : own.call(fsw, p, encoding));
  try {
    return project.addSourceFileAtPath(file);
  } finally {
    delete fsw.readFileIfExistsSync; // back to the prototype's
  }
}

/**
 * Binds one parsed file now (the type checker would bind it at its first question, with the same
 * options, and skips a file already bound), so that a file the compiler's binder cannot take —
 * its recursion overflows the stack on 1,400 nested `!` — is left out with its reason instead of
 * ending the whole audit when the first rule asks for a symbol. Uses the compiler's internal
 * `bindSourceFile` (test/syntax-private-api.test.ts fails if an upgrade removes it).
 */
function bindOrReason(sf: SourceFile, options: ts.CompilerOptions): string | undefined {
  const bind = (typescript as unknown as { bindSourceFile?: (f: ts.SourceFile, o: ts.CompilerOptions) => void })
    .bindSourceFile;
  if (!bind) return undefined;
  try {
    bind(sf.compilerNode, options);
    return undefined;
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    return `could not be analysed: nested too deeply for the compiler's binder (${e.message})`;
  }
}

export function loadProject(rootArg: string, opts: LoadOptions = {}): LoadedProject {
  const root = path.resolve(rootArg);
  if (!existsSync(root)) throw new InputError(`path does not exist: ${rootArg}`);
  if (!statSync(root).isDirectory()) throw new InputError(`not a folder: ${rootArg} (give the server's folder)`);

  const ignore = (opts.ignore ?? []).map(globToRegExp);
  let walked = walk(root, ignore);
  const notes: string[] = [];
  if (!walked.sources.some((f) => isOwnSource(rel(root, f)))) {
    // A published package ships only its build output; audit that rather than nothing, and say so.
    const withBuild = walk(root, ignore, true);
    if (withBuild.sources.length > walked.sources.length) {
      walked = withBuild;
      dropDualBuildCopies(walked, root);
      notes.push(
        "no source outside build output (dist/, build/, out/): the build output was audited; locations point into it",
      );
    }
  }
  const skipped = [...walked.skipped];

  const rootTsconfig = walked.tsconfigs.find((f) => path.dirname(f) === root && path.basename(f) === "tsconfig.json");
  // Every tsconfig is read so a broken one is reported; only the root one contributes options.
  let options: ts.CompilerOptions = {};
  const packagePaths: Record<string, string[]> = {};
  for (const cfg of walked.tsconfigs) {
    const o = readTsconfig(cfg, root, skipped);
    if (cfg === rootTsconfig) options = o;
    else addPackagePaths(packagePaths, o, cfg);
  }
  const wsPaths = workspacePaths(root, walked.packageJsons, notes);
  const paths = mergePaths({ ...wsPaths, ...(options.paths ?? {}) }, packagePaths);
  const compilerOptions: ts.CompilerOptions = {
    ...baseOptions(),
    ...options,
    ...(Object.keys(paths).length ? { paths, baseUrl: options.baseUrl ?? root } : {}),
  };

  const project = new Project({
    compilerOptions,
    skipAddingFilesFromTsConfig: true,
    skipFileDependencyResolution: true,
  });
  setProjectRoot(project, root);

  const texts: { file: string; r: string; text: string; bundled: number; data: boolean; tools: boolean }[] = [];
  for (const file of walked.sources) {
    const r = rel(root, file);
    const read = readRegularFile(file, MAX_FILE_BYTES, root);
    if (!read.ok) {
      skipped.push({
        subject: r,
        reason: read.reason.startsWith("larger than")
          ? `larger than ${MAX_FILE_BYTES} bytes (generated or bundled code)`
          : read.reason,
        kind: "file",
      });
      continue;
    }
    let bundled = bundledLine(file, read.text);
    const data = generatedData(read.text);
    const tools = (bundled > 0 || data) && TOOL_MARKER.test(read.text);
    // a file that registers tools is left out as bundled only for long lines of real statements, never for padding
    if (tools && bundled && !bundledLine(file, codeOnly(read.text))) bundled = 0;
    texts.push({ file, r, text: read.text, bundled, data, tools: tools && !bundled });
  }
  const ownSource = texts.some((t) => !t.bundled && !t.data && isOwnSource(t.r));
  if (!ownSource && texts.length)
    notes.push("only bundled or minified files: they were audited; locations point into them");

  const sourceFiles: SourceFile[] = [];
  const testFiles: SourceFile[] = [];
  for (const { file, r, text, bundled, data, tools } of texts) {
    if (data && ownSource && !tools) {
      skipped.push({
        subject: r,
        reason: `generated data (${text.length.toLocaleString("en-US")} characters, hardly any functions); the folder has code of its own`,
        kind: "file",
      });
      continue;
    }
    if (bundled && ownSource && !tools) {
      skipped.push({
        subject: r,
        reason: `bundled or minified (a line of ${bundled.toLocaleString("en-US")} characters); the folder has source of its own`,
        kind: "file",
      });
      continue;
    }
    let sf: SourceFile;
    try {
      sf = addSource(project, file, text);
    } catch (e) {
      // The compiler's parser recurses: thousands of nested parentheses overflow its stack. Skip the file, go on.
      if (!(e instanceof RangeError)) throw e;
      skipped.push({
        subject: r,
        reason: `could not be parsed: nested too deeply for the parser (${e.message})`,
        kind: "file",
      });
      continue;
    }
    const diags = (sf.compilerNode as unknown as { parseDiagnostics?: ts.Diagnostic[] }).parseDiagnostics ?? [];
    if (diags.length) {
      const d = diags[0]!;
      const pos = d.start !== undefined ? sf.getLineAndColumnAtPos(d.start) : undefined;
      skipped.push({
        subject: r,
        reason: `syntax error${pos ? ` at ${pos.line}:${pos.column}` : ""}: ${typescript.flattenDiagnosticMessageText(d.messageText, " ")}`,
        kind: "file",
      });
      project.removeSourceFile(sf);
      continue;
    }
    const unbound = bindOrReason(sf, compilerOptions);
    if (unbound) {
      skipped.push({ subject: r, reason: unbound, kind: "file" });
      project.removeSourceFile(sf);
      continue;
    }
    (isTestFile(r) ? testFiles : sourceFiles).push(sf);
  }

  const platformBindings = new Map<string, PlatformBinding>();
  for (const file of [...walked.platformConfigs].sort()) {
    const read = readRegularFile(file, MAX_DATA_FILE_BYTES, root);
    if (read.ok) readPlatformBindings(file, read.text, platformBindings);
  }

  return {
    root,
    project,
    sourceFiles,
    testFiles,
    tsconfigs: walked.tsconfigs.map((f) => rel(root, f)),
    platformBindings,
    skipped,
    notes,
  };
}
