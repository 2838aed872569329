import type * as TsMorph from "ts-morph";
export type * from "ts-morph";
/** ts-morph itself (loads it on the first call). */
export declare function tsMorph(): typeof TsMorph;
/** Whether ts-morph has been loaded in this process (the Python bench reports it). */
export declare function tsMorphLoaded(): boolean;
export declare let Node: typeof TsMorph.Node;
export type Node<T extends TsMorph.ts.Node = TsMorph.ts.Node> = TsMorph.Node<T>;
export declare let SyntaxKind: typeof TsMorph.SyntaxKind;
export type SyntaxKind = TsMorph.SyntaxKind;
/** The TypeScript compiler API as a value (`ts` in ts-morph); for its types, `import type { ts } from "ts-morph"`. */
export declare let typescript: typeof TsMorph.ts;
export declare let Project: typeof TsMorph.Project;
export type Project = TsMorph.Project;
export declare let VariableDeclarationKind: typeof TsMorph.VariableDeclarationKind;
export type VariableDeclarationKind = TsMorph.VariableDeclarationKind;
