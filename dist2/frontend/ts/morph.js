/**
 * ts-morph, loaded when first used. Importing ts-morph loads the TypeScript compiler (about a second of
 * CPU), which an audit of a Python-only server never needs; so the code base imports ts-morph's values
 * (`Node`, `SyntaxKind`, `Project`, `VariableDeclarationKind`, and `ts` as `typescript`) from here, never from "ts-morph"
 * directly (types may still come from there with `import type`; test/frontend-seam.test.ts checks).
 *
 * Each export starts as a stand-in that loads ts-morph on first touch and then replaces itself: the
 * exports are live bindings, so after the first touch every importer reads ts-morph's own object, at no
 * cost per access. A stand-in touched at module level (a constant built at import time) would load
 * ts-morph at import time, so module-level tables of kinds are built lazily by their modules.
 */
import { createRequire } from "node:module";
const require = createRequire(import.meta.url);
let real;
/** ts-morph itself (loads it on the first call). */
export function tsMorph() {
    if (!real) {
        if (process.env.FIDELITY_TRACE_TS_MORPH)
            process.stderr.write(`ts-morph loaded at:\n${new Error().stack}\n`);
        real = require("ts-morph");
        Node = real.Node;
        SyntaxKind = real.SyntaxKind;
        typescript = real.ts;
        Project = real.Project;
        VariableDeclarationKind = real.VariableDeclarationKind;
    }
    return real;
}
/** Whether ts-morph has been loaded in this process (the Python bench reports it). */
export function tsMorphLoaded() {
    return real !== undefined;
}
/** A stand-in for export `name`: any use loads ts-morph and forwards to the real value. */
function standIn(name) {
    const target = (name === "Node" || name === "Project" ? function standInTarget() { } : {});
    const realOf = () => tsMorph()[name];
    return new Proxy(target, {
        get: (_, key) => Reflect.get(realOf(), key),
        has: (_, key) => Reflect.has(realOf(), key),
        ownKeys: () => Reflect.ownKeys(realOf()),
        getOwnPropertyDescriptor: (_, key) => {
            const d = Reflect.getOwnPropertyDescriptor(realOf(), key);
            return d ? { ...d, configurable: true } : undefined;
        },
        getPrototypeOf: () => Reflect.getPrototypeOf(realOf()),
        apply: (_, self, args) => Reflect.apply(realOf(), self, args),
        construct: (_, args) => Reflect.construct(realOf(), args),
    });
}
export let Node = standIn("Node");
export let SyntaxKind = standIn("SyntaxKind");
/** The TypeScript compiler API as a value (`ts` in ts-morph); for its types, `import type { ts } from "ts-morph"`. */
export let typescript = standIn("ts");
export let Project = standIn("Project");
export let VariableDeclarationKind = standIn("VariableDeclarationKind");
