/** Following names to what they stand for: declarations, initializers, functions, implementations, object members and writes. */
import { type ArrowFunction, type BinaryExpression, type ConstructorDeclaration, type FunctionDeclaration, type FunctionExpression, type GetAccessorDeclaration, type MethodDeclaration, Node, type ParameterDeclaration, type VariableDeclaration } from "../morph.js";
/** Parentheses, type assertions, `!`, `satisfies` and `await`: wrappers that keep the inner value. */
export declare function isValueWrapper(n: Node): n is import("ts-morph").ParenthesizedExpression | import("ts-morph").AsExpression | import("ts-morph").TypeAssertion | import("ts-morph").NonNullExpression | import("ts-morph").SatisfiesExpression | import("ts-morph").AwaitExpression;
export declare function unwrap(node: Node): Node;
/**
 * The declarations an identifier or property name refers to, following imports and re-exports.
 * Asked once per node: the engine, the return reader and several rules resolve the same names.
 */
export declare function declarationsOf(node: Node): Node[];
/** The expression a name stands for when it is a `const`/`let` initialiser, a property or an export default. */
export declare function initializerOf(decl: Node): Node | undefined;
/** Follows identifiers to the expression they were initialised with (bounded; answers from the top kept per node). */
export declare function resolveExpression(node: Node, depth?: number): Node;
/**
 * The `let`/`var` an identifier names, with every assignment to it after its declaration
 * (`x = …`, `x += …`, `x ??= …`) in source order; undefined for a `const`, a parameter or a pattern.
 */
export declare function assignmentsTo(id: Node): {
    decl: VariableDeclaration;
    writes: BinaryExpression[];
} | undefined;
/** Whether the `let`/`var` an identifier names is assigned again after its declaration. */
export declare function isReassigned(id: Node): boolean;
/** The name of a property in an object literal (identifier, string literal or computed constant). */
export declare function propName(p: Node): string | undefined;
/** Looks up `key` in an object literal, following spreads of other object literals. */
export declare function objectProp(obj: Node, key: string, depth?: number): Node | undefined;
/** The function nodes a handler, helper or callback can be. */
export type FunctionLike = ArrowFunction | FunctionExpression | FunctionDeclaration | MethodDeclaration | ConstructorDeclaration | GetAccessorDeclaration;
export declare function isFunctionLike(n: Node | undefined): n is FunctionLike;
/** The parameters of anything that has them (functions, methods, accessors, signatures); none otherwise. */
export declare function parametersOf(fn: Node): ParameterDeclaration[];
/** The body of a function-like node, when it has one. */
export declare function bodyOf(fn: Node): Node | undefined;
/** Resolves a callee or value expression to the function it denotes, when that is in the project. */
export declare function functionOf(node: Node | undefined, depth?: number): Node | undefined;
/**
 * Every function a callee can denote: the one `functionOf` finds and, when that is an implementation of
 * an interface or type member (`dbAdapter.all(q)` with `dbAdapter: DbAdapter`), every other implementation
 * in the project too, in source order. A call through the interface may reach any of them.
 */
export declare function functionsOf(node: Node | undefined): Node[];
/**
 * The functions in the project that implement an interface or type-literal member (a method or a
 * function-typed property), for calls through an injected dependency (`platform.account.list()`
 * where `platform: Platform`): members of object literals declared with that type (`const account:
 * AccountOperations = { async list() {…} }`) or returned from functions declared to return it, and
 * methods of classes that implement it. In source order; empty for anything else.
 */
export declare function implementationsOf(member: Node): Node[];
/**
 * Returned expressions of a function (expression body or `return` statements, not nested functions),
 * in source order. Computed once per function, walking compiler nodes (only the returned expressions
 * are wrapped). The array is shared: callers must not mutate it.
 */
export declare function returnedExpressions(fn: Node): Node[];
/** Whether a `const` array or object is filled after its declaration: `x.push(…)`, `x[i] = …`, `x.k = …`, `Object.assign(x, …)`. */
export declare function isFilledLater(name: Node): boolean;
