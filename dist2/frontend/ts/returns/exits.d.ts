/**
 * What earlier exits and enclosing tests settle at a point of a function: lists known non-empty
 * (`if (!res.results.length) return …` before it) and values known absent (`if (opts.id) { …; return }`
 * before it). Used to read an empty branch that cannot run on the way the tool takes (a formatter's
 * "No content" after the handler already returned on the same empty list) and values not sent on a path.
 */
import { Node } from "../morph.js";
import type { Bindings } from "./bindings.js";
/** A fact a test gives when it evaluates to a known value: a list that is not empty, a value that is absent. */
interface Fact {
    kind: "non-empty" | "absent" | "present";
    /** The list (`res.results` of `res.results.length`) or the value tested. */
    node: Node;
    /** The test that settles it (an exit's `if`, an enclosing `if` or ternary). */
    by: Node;
}
/**
 * The facts `expr` gives when it is `value`: `a && b` true gives both sides' facts, `a || b` false
 * both sides' facts; `x.length` (or `> 0`, `!== 0`, `>= 1`) true, or `x.length === 0` false, says `x`
 * is not empty; a bare value (`opts.id`) false, or `x == null` true, says it is absent.
 */
export declare function factsOf(expr: Node, value: boolean, by: Node): Fact[];
/**
 * The facts that hold at `at` in its function: from each `if` before it (in a block around it) that
 * always exits and has no else (its test was false to get here), and from each enclosing `if` or
 * ternary branch it stands in.
 */
export declare function settledAt(at: Node, exitsOnly?: boolean): Fact[];
/** Where a value comes from: its root (a declaration, or the expression where following stopped) and the property path from it. */
interface Origin {
    root: Node;
    path: string[];
    /** Points in calling functions the value was followed through (the argument of a helper call), with their bindings. */
    hops: {
        at: Node;
        env: Bindings;
    }[];
}
/**
 * The origin of a list, following only steps that keep a non-empty list non-empty whatever the
 * request was: `const`s, helper parameters bound to their arguments, property reads, `.map()`,
 * `Array.isArray(x) ? x : []`, `x ?? []`, `x || []`, and a synchronous project helper given the
 * value alone (`sanitize(response)`, which reads no request value). An awaited call (a request) and
 * a `.filter`/`.slice` (which can apply a request value) stop it.
 */
export declare function originOf(node: Node, env: Bindings): Origin;
/**
 * The test that already ruled out the emptiness a return's branch needs: the branch `cond` (taken
 * when it is `value`) requires some list to be empty, and an earlier exit or enclosing test (in the
 * branch's function, or before the helper call that hands the list over) left only a non-empty one.
 */
export declare function excludedEmptiness(cond: Node, value: boolean, env: Bindings): Node | undefined;
/** The values earlier exits in its function leave absent at `at` (enclosing tests are its conditions), as written, sorted. */
export declare function absentAt(at: Node): string[];
/**
 * A branch that needs one answer empty where a sibling answer, asked of the same call with some values
 * changed, is known to hold data (`if (!hasCurrentData)` after `if (!hasBaselineData) return …`, the two
 * from one `Promise.all` of the same request for two periods): the scope they share was shown to find
 * data, so only the changed values say why this one is empty. Their names, or undefined.
 */
export declare function siblingDiffers(cond: Node, value: boolean, at: Node): string[] | undefined;
export {};
