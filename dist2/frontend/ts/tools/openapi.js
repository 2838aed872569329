/**
 * Bundled OpenAPI documents whose operations become tools in a way discovery could not follow
 * (a converter class, a name template built at run time): they are reported, never dropped, as
 * "N operations in <file>" under "unresolved".
 */
import path from "node:path";
import { Node, SyntaxKind } from "../morph.js";
import { locOf, rootOf } from "../syntax/location.js";
import { compilerDescendantsOfKind, wrap } from "../syntax/node-index.js";
import { findReferences } from "../syntax/references.js";
import { functionOf, isFunctionLike, objectProp, propName } from "../syntax/resolve.js";
import { jsonDocument } from "./json-modules.js";
const METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options", "trace"]);
/** The operations of an OpenAPI (or Swagger) document's `paths`, or undefined when it is not one. */
export function operationsOf(doc) {
    if (!Node.isObjectLiteralExpression(doc) || !(objectProp(doc, "openapi") ?? objectProp(doc, "swagger")))
        return undefined;
    const paths = objectProp(doc, "paths");
    if (!paths || !Node.isObjectLiteralExpression(paths))
        return undefined;
    const out = [];
    for (const p of paths.getProperties()) {
        const item = Node.isPropertyAssignment(p) ? p.getInitializer() : undefined;
        if (!item || !Node.isObjectLiteralExpression(item))
            continue;
        for (const m of item.getProperties()) {
            const name = propName(m);
            const op = Node.isPropertyAssignment(m) ? m.getInitializer() : undefined;
            if (name && METHODS.has(name.toLowerCase()) && op && Node.isObjectLiteralExpression(op))
                out.push(op);
        }
    }
    return out;
}
const specCache = new WeakMap();
/** The OpenAPI documents the server's source names by a path literal (`"../scripts/api.json"`), once each. */
export function specsRead(files) {
    const out = [];
    const seen = new Set();
    for (const sf of files) {
        let own = specCache.get(sf);
        if (!own) {
            own = specsNamedIn(sf);
            specCache.set(sf, own);
        }
        for (const s of own) {
            if (seen.has(s.rel))
                continue;
            seen.add(s.rel);
            out.push(s);
        }
    }
    return out;
}
function specsNamedIn(sf) {
    const out = [];
    const root = rootOf(sf);
    // the literal's text is read on the compiler node: only the few naming a `.json` file are wrapped
    for (const c of [
        ...compilerDescendantsOfKind(sf, SyntaxKind.StringLiteral),
        ...compilerDescendantsOfKind(sf, SyntaxKind.NoSubstitutionTemplateLiteral),
    ]) {
        const text = c.text;
        if (!/\.json$/i.test(text) || /(^|\/)(package|tsconfig)[^/]*\.json$/i.test(text))
            continue;
        const lit = wrap(sf, c);
        if (!readAsFile(lit))
            continue;
        for (const candidate of [path.resolve(path.dirname(sf.getFilePath()), text), path.resolve(root, text)]) {
            const rel = path.relative(root, candidate).split(path.sep).join("/");
            const doc = jsonDocument(sf, candidate);
            const ops = doc ? operationsWithKeys(doc) : undefined;
            if (!ops?.length)
                continue;
            out.push({ site: lit, rel, operations: ops });
            break;
        }
    }
    return out;
}
const READS = /(?:^|\.)(?:readFileSync|readFile|createReadStream|require|import)$/;
const PATH_BUILDERS = /^(?:(?:path|posix)\.)?(?:join|resolve)$|^(?:url\.)?fileURLToPath$|^URL$/;
/**
 * Whether a path literal ends up read as a file by the server: an import, or an argument of a file
 * read, through path builders (`path.join(__dirname, "..", "x.json")`, `new URL("./x.json",
 * import.meta.url)`), variables and the parameters of project functions it is passed to. A document
 * only served or linked (`res.sendFile(…)`, a docs URL) is not.
 */
function readAsFile(lit, depth = 0) {
    if (depth > 4)
        return false;
    let cur = lit;
    for (;;) {
        const p = cur.getParent();
        if (!p)
            return false;
        if (Node.isImportDeclaration(p) || Node.isExternalModuleReference(p))
            return true;
        if (Node.isParenthesizedExpression(p) || Node.isAsExpression(p) || Node.isAwaitExpression(p)) {
            cur = p;
            continue;
        }
        if ((Node.isCallExpression(p) || Node.isNewExpression(p)) && p.getArguments().includes(cur)) {
            const callee = p.getExpression().getText();
            if (READS.test(callee) || p.getExpression().getKind() === SyntaxKind.ImportKeyword)
                return true;
            if (PATH_BUILDERS.test(callee)) {
                cur = p;
                continue;
            }
            const fn = functionOf(p.getExpression());
            const param = fn && isFunctionLike(fn) ? fn.getParameters()[p.getArguments().indexOf(cur)] : undefined;
            const name = param?.getNameNode();
            return (!!name && Node.isIdentifier(name) && findReferences(name).some((r) => r !== name && readAsFile(r, depth + 1)));
        }
        if (Node.isVariableDeclaration(p) && p.getInitializer() === cur) {
            const name = p.getNameNode();
            return Node.isIdentifier(name) && findReferences(name).some((r) => r !== name && readAsFile(r, depth + 1));
        }
        return false;
    }
}
/** Like operationsOf, with each operation's path and method. */
function operationsWithKeys(doc) {
    const ops = operationsOf(doc);
    if (!ops)
        return undefined;
    return ops.map((op) => {
        const m = op.getParentOrThrow();
        const p = m.getParentOrThrow().getParentOrThrow();
        return { op, method: propName(m) ?? "", path: propName(p) ?? "" };
    });
}
/** OpenAPI documents named by a `.json` path literal in the server's source, not already turned into tools. */
export function unreadSpecs(files, generatedFrom) {
    return specsRead(files)
        .filter((s) => !generatedFrom.has(s.rel))
        .map((s) => ({
        location: locOf(s.site),
        reason: `${s.operations.length} operations in ${s.rel}: an OpenAPI document the server reads; tools generated from it at start-up could not be named statically`,
    }));
}
