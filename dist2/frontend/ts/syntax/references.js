import { Node, SyntaxKind } from "../morph.js";
import { descendantsOfKind, kindIndex, wrap } from "./node-index.js";
import { declarationsOf, isFunctionLike } from "./resolve.js";
const identifierIndex = new WeakMap();
/**
 * Identifiers of one name anywhere in the project, in file order: indexed once per project on the
 * compiler tree (the files never change during an audit); only the matches are wrapped.
 */
function identifiersNamed(project, name) {
    let byName = identifierIndex.get(project);
    if (!byName) {
        byName = new Map();
        for (const sf of project.getSourceFiles()) {
            for (const id of kindIndex(sf).get(SyntaxKind.Identifier) ?? []) {
                const t = id.text;
                const list = byName.get(t);
                if (list)
                    list.push([sf, id]);
                else
                    byName.set(t, [[sf, id]]);
            }
        }
        identifierIndex.set(project, byName);
    }
    return (byName.get(name) ?? []).map(([sf, id]) => wrap(sf, id));
}
/**
 * The other identifiers in the audited project that refer to what `nameNode` declares, imports
 * included — what the language service's find-references gives, found by name first and confirmed
 * by symbol, which costs a fraction of a language-service query on a large project.
 */
const referenceCache = new WeakMap();
export function findReferences(nameNode) {
    const cached = referenceCache.get(nameNode);
    if (cached)
        return cached;
    const name = nameNode.getText();
    const target = new Set(declarationsOf(nameNode));
    const decl = nameNode.getParent();
    if (decl)
        target.add(decl);
    const scope = referenceScope(nameNode, target);
    const candidates = scope
        ? descendantsOfKind(scope, SyntaxKind.Identifier).filter((id) => id.compilerNode.text === name)
        : identifiersNamed(nameNode.getProject(), name);
    const out = [];
    for (const id of candidates) {
        if (id === nameNode)
            continue;
        if (declarationsOf(id).some((d) => target.has(d)))
            out.push(id);
    }
    referenceCache.set(nameNode, out);
    return out;
}
/**
 * Where references to a name can be, when that is less than the project: a local (variable,
 * parameter, function declared in a function) only in its function; a top-level variable or
 * function the file does not export only in its file. Undefined: anywhere (members, exports).
 */
function referenceScope(nameNode, declarations) {
    const decls = [...declarations].filter((d) => Node.isVariableDeclaration(d) ||
        Node.isParameterDeclaration(d) ||
        Node.isBindingElement(d) ||
        Node.isFunctionDeclaration(d));
    if (!decls.length || decls.length !== [...declarations].filter((d) => !Node.isIdentifier(d)).length)
        return undefined;
    const scopes = new Set();
    for (const d of decls) {
        const fn = d.getFirstAncestor((a) => isFunctionLike(a));
        if (fn) {
            scopes.add(fn);
            continue;
        }
        const sf = d.getSourceFile();
        const stmt = Node.isVariableDeclaration(d)
            ? d.getVariableStatement()
            : Node.isFunctionDeclaration(d)
                ? d
                : undefined;
        if (!stmt || stmt.isExported())
            return undefined;
        // `export { name }`, `export default name`, or a CommonJS export can hand it to other files
        const text = sf.getFullText();
        const n = nameNode.getText().replace(/[$]/g, "\\$");
        if (new RegExp(`export\\s*\\{[^}]*\\b${n}\\b|export\\s+default\\s+${n}\\b|exports\\.|module\\.exports`).test(text))
            return undefined;
        scopes.add(sf);
    }
    return scopes.size === 1 ? [...scopes][0] : undefined;
}
