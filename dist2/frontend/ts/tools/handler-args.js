import { Node, SyntaxKind } from "../morph.js";
import { compilerDescendantsOfKind, wrap } from "../syntax/node-index.js";
import { bodyOf, parametersOf } from "../syntax/resolve.js";
/** Names a handler gives the parameter, or the member of a request object, that holds the arguments. */
const ARGS_NAMES = /^(args|arguments|params|parameters|input|toolArgs|toolInput)$/;
/** A parameter typed with the schema's inferred type (`z.infer<typeof schema>`, `z.input<…>`). */
const INFERRED_TYPE = /\b(?:z\.)?(?:infer|input|output)</;
/**
 * The identifiers spelled `name` inside a node, in document order: the compiler's identifiers are tested
 * on their value first (a name spelled with escapes is compared as text) and only matches are wrapped.
 * ts-morph's own walk also enters JSDoc, where only a heritage tag (`@augments a.B`) holds an
 * expression; a body with one is walked that way, so the answer stays the same.
 */
function identifiersNamed(body, name) {
    if (/@(augments|extends|implements)\b/.test(body.getText()))
        return body.getDescendantsOfKind(SyntaxKind.Identifier).filter((id) => id.getText() === name);
    const sf = body.getSourceFile();
    const escaped = name.includes("\\");
    const out = [];
    for (const c of compilerDescendantsOfKind(body, SyntaxKind.Identifier)) {
        if (!escaped && c.text !== name)
            continue;
        const id = wrap(sf, c);
        if (id.getText() === name)
            out.push(id);
    }
    return out;
}
/** The fields a parameter's code reads from it: `p.x`, `const { x } = p`, or a destructured parameter. */
function fieldsRead(param, body) {
    const out = new Set();
    if (!Node.isParameterDeclaration(param))
        return out;
    const nameNode = param.getNameNode();
    if (Node.isObjectBindingPattern(nameNode)) {
        for (const e of nameNode.getElements())
            out.add(e.getPropertyNameNode()?.getText() ?? e.getName());
        return out;
    }
    if (!Node.isIdentifier(nameNode) || !body)
        return out;
    const name = nameNode.getText();
    for (const id of identifiersNamed(body, name)) {
        const p = id.getParent();
        if (p && Node.isPropertyAccessExpression(p) && p.getExpression() === id)
            out.add(p.getName());
        else if (p && Node.isVariableDeclaration(p) && p.getInitializer() === id) {
            const pattern = p.getNameNode();
            if (Node.isObjectBindingPattern(pattern))
                for (const e of pattern.getElements())
                    out.add(e.getPropertyNameNode()?.getText() ?? e.getName());
        }
    }
    return out;
}
/**
 * The handler's argument position, and the member of that parameter that holds the arguments when it is
 * a request object. A parameter other than the first is chosen only when it fits better than the first:
 * typed with the schema's inferred type, named like the arguments, or reading more of the schema's fields.
 * The first parameter's member is chosen only when the first parameter reads none of the schema's fields
 * itself and reads a member named like the arguments.
 */
export function argumentsPosition(fn, schemaNames) {
    if (!fn)
        return undefined;
    const params = parametersOf(fn);
    if (!params.length)
        return undefined;
    const body = bodyOf(fn);
    const names = new Set(schemaNames);
    const reads = params.map((p) => fieldsRead(p, body));
    const score = (i) => {
        const p = params[i];
        const typeText = p.getTypeNode()?.getText() ?? "";
        let s = [...reads[i]].filter((f) => names.has(f)).length;
        if (INFERRED_TYPE.test(typeText))
            s += 3;
        if (Node.isIdentifier(p.getNameNode()) && ARGS_NAMES.test(p.getName()))
            s += 1;
        return s;
    };
    let best = 0;
    for (let i = 1; i < params.length; i++)
        if (score(i) > score(best))
            best = i;
    if (best > 0)
        return { argsIndex: best };
    const own = [...reads[0]].filter((f) => names.has(f));
    if (names.size && !own.length) {
        const member = [...reads[0]].filter((f) => ARGS_NAMES.test(f) && f !== "toolArgs");
        if (member.length === 1 && !names.has(member[0]))
            return { argsIndex: 0, argsPath: member };
    }
    return undefined;
}
