/** Conditions on the way to a return, in the model's terms: dispatch cases, emptiness tests, failure branches, guards. */
import type { ReturnCondition } from "../../../model/types.js";
import { Node } from "../morph.js";
export interface Cond {
    text: string;
    node: Node;
    negated: boolean;
    kind: "if" | "catch" | "case";
    model: ReturnCondition;
}
/** Conditions between `node` and `root`, outermost first. */
export declare function conditionsBetween(node: Node, root: Node): Cond[];
/**
 * An `if` or ternary condition in the model's terms: an emptiness test, a failed status or body
 * flag, a presence guard on one value, or something else; `negated` for its else branch.
 */
export declare function ifCondition(expr: Node, negated: boolean): ReturnCondition;
/** The condition under which `a || b` / `a ?? b` gives `b`, readable also when `a` is a long expression. */
export declare function fallbackCondition(left: Node, op: string): ReturnCondition;
/**
 * `const response = await client.search(…); if (!response) …`: the whole answer is missing — no
 * body came back, which is a failed exchange, not an answer that holds nothing. The subject, or
 * undefined. A missing record (`const user = await getUser(id); if (!user)`) is a "not found" and
 * not this.
 */
export declare function missingAnswer(expr: Node, negated: boolean): string | undefined;
/** `x`, `!x`, `x != null`, `x !== undefined`, `(x)`: a presence test on one value. */
export declare function guardSubject(expr: Node): {
    subject: string;
    negated: boolean;
} | undefined;
/** The list or count an emptiness test reads (`items` of `items.length === 0`, `total` of `total === 0`). */
export declare function emptinessSubject(expr: Node): string | undefined;
/** The response or value a failure test reads (`res` of `!res.ok`, `response` of `response.status >= 400`). */
export declare function failureSubject(expr: Node): string | undefined;
/** `!res.ok`, `res.status !== 200`, `status >= 400`, `status === 401` — a failed request (404 is "not found", not a failure). */
export declare function isFailureCheck(cond: Node, negated: boolean): boolean;
/** `body.startsWith("<!DOCTYPE")`, `text.includes("<html")`: an HTML page where data was expected. */
export declare function isHtmlSniff(call: import("ts-morph").CallExpression): boolean;
/** `success === false`, `status === "error"`, `ok !== true`: true when the test is for failure, false for success, undefined when neither. */
export declare function bodyFlagTest(n: import("ts-morph").BinaryExpression): boolean | undefined;
/** `res.status === 404` / `=== 410` (or the else of `!== 404`): the upstream's "not found". */
export declare function isNotFoundCheck(cond: Node, negated: boolean): boolean;
/** A condition text that tests for emptiness, read as source: `!x.length`, `x.length === 0`, `total === 0`, `!(x.length)`. */
export declare function isEmptinessText(text: string): boolean;
