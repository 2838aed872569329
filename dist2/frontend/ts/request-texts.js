import { apisNamedIn } from "../../model/upstream-defaults.js";
import { Node, SyntaxKind } from "./morph.js";
import { locOf } from "./syntax/location.js";
import { descendantAtPos, descendantsOfKinds } from "./syntax/node-index.js";
import { isFunctionLike } from "./syntax/resolve.js";
export class RequestReader {
    sites;
    files;
    literals = new WeakMap();
    fileApis = new WeakMap();
    /** Nodes by location, files by their path in the model, and the request scope of each node's function. */
    nodes = new Map();
    byPath;
    scopes = new WeakMap();
    constructor(sites, files) {
        this.sites = sites;
        this.files = files;
    }
    /** The request facts of one flow; undefined when none of its places could be read. */
    read(flow) {
        const site = this.sites.get(flow.upstreamCall)?.call;
        const nodes = site ? [site] : [];
        const guardStep = flow.guard ? flow.steps.findIndex((s) => same(s.location, flow.guard.location)) : -1;
        const after = guardStep >= 0 ? flow.steps.slice(guardStep + 1).map((s) => s.location) : [];
        for (const at of [flow.keyAt, flow.guard?.location, ...after]) {
            const n = at && this.nodeAt(at);
            if (n)
                nodes.push(n);
        }
        if (!nodes.length)
            return undefined;
        const texts = new Set();
        const files = new Set();
        for (const n of nodes) {
            const scope = this.scopeOf(n);
            if (scope)
                for (const t of this.literalTexts(scope))
                    texts.add(t);
            files.add(n.getSourceFile());
        }
        const apis = new Set();
        for (const f of files)
            for (const a of this.apisOf(f))
                apis.add(a);
        const name = flow.param.split(".").pop();
        const namedAt = flow.guard ? this.namedAfter(after, name) : undefined;
        return { texts: [...texts].sort(), apis: [...apis].sort(), ...(namedAt ? { namedAt } : {}) };
    }
    /** The innermost node at a location of the model. */
    nodeAt(at) {
        const key = `${at.file}:${at.line}:${at.column}`;
        if (this.nodes.has(key))
            return this.nodes.get(key);
        this.byPath ??= new Map();
        if (!this.byPath.has(at.file))
            this.byPath.set(at.file, this.files.find((f) => f.getFilePath().endsWith(`/${at.file}`)));
        const sf = this.byPath.get(at.file);
        const node = sf
            ? descendantAtPos(sf, sf.compilerNode.getPositionOfLineAndCharacter(at.line - 1, at.column - 1))
            : undefined;
        this.nodes.set(key, node);
        return node;
    }
    /** `requestScope`, kept per function (its count of dispatch cases is read once). */
    scopeOf(n) {
        const fn = n.getFirstAncestor((a) => isFunctionLike(a) || Node.isCaseClause(a));
        if (!fn || Node.isCaseClause(fn))
            return requestScope(n);
        if (!this.scopes.has(fn))
            this.scopes.set(fn, requestScope(n));
        return this.scopes.get(fn);
    }
    /** Where the argument is put under its own name in an object literal handed to a call on the way (`query({ status: a.status })`). */
    namedAfter(places, name) {
        for (const at of places) {
            const call = this.nodeAt(at)?.getFirstAncestor((a) => Node.isCallExpression(a) || Node.isStatement(a));
            if (!call || !Node.isCallExpression(call))
                continue;
            for (const arg of call.getArguments()) {
                if (!Node.isObjectLiteralExpression(arg))
                    continue;
                const prop = arg.getProperty(name);
                if (prop)
                    return locOf(prop);
            }
        }
        return undefined;
    }
    /** String literals and templates of a node that can name a host, a path or a query field. */
    literalTexts(n) {
        let texts = this.literals.get(n);
        if (!texts) {
            const kinds = [SyntaxKind.StringLiteral, SyntaxKind.NoSubstitutionTemplateLiteral, SyntaxKind.TemplateExpression];
            const found = descendantsOfKinds(n, kinds).filter((d) => !Node.isTemplateSpan(d.getParent()));
            // `${GITLAB}/projects/…`: the base a template starts from, when it is a module constant
            // (`const GITLAB = process.env.GITLAB_URL ?? "https://gitlab.com/api/v4"`), names the host too
            for (const t of found) {
                if (!Node.isTemplateExpression(t))
                    continue;
                const head = t.getTemplateSpans()[0]?.getExpression();
                if (!head || !Node.isIdentifier(head) || t.getHead().getLiteralText() !== "")
                    continue;
                for (const d of head.getSymbol()?.getDeclarations() ?? []) {
                    const init = Node.isVariableDeclaration(d) ? d.getInitializer() : undefined;
                    if (init)
                        found.push(...descendantsOfKinds(init, kinds), ...(kinds.includes(init.getKind()) ? [init] : []));
                }
            }
            texts = found.map((d) => d.getText()).filter((t) => /[/.(]/.test(t));
            this.literals.set(n, texts);
        }
        return texts;
    }
    apisOf(f) {
        let apis = this.fileApis.get(f);
        if (!apis) {
            apis = apisNamedIn(this.literalTexts(f));
            this.fileApis.set(f, apis);
        }
        return apis;
    }
}
function same(a, b) {
    return a.file === b.file && a.line === b.line && a.column === b.column;
}
/**
 * The part of the code that builds one request: the enclosing dispatch case, else the enclosing function.
 * None outside a function, or in a function that dispatches over several cases (it builds many requests).
 */
function requestScope(n) {
    for (let cur = n; cur; cur = cur.getParent()) {
        if (Node.isCaseClause(cur))
            return cur;
        if (isFunctionLike(cur))
            return descendantsOfKinds(cur, [SyntaxKind.CaseClause]).length > 1 ? undefined : cur;
    }
    return undefined;
}
