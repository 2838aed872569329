/**
 * Receiver typing in Python: which project class a value is an instance of, so that a call on it
 * resolves to that class's method (looked up through its project base classes). The class is read
 * from what the code says: a constructor call, a parameter's or attribute's annotation
 * (`Optional[C]`, `C | None`, `"C"`), a `self.x = …` assignment in the class or a base, a factory's
 * return annotation or returned value, a `with … as x` binding, and the object a server's lifespan
 * yields (`ctx.request_context.lifespan_context`).
 */
import type { PyFile } from "./load.js";
import type { PyNode } from "./parser.js";
import { type ProjectIndex } from "./syntax.js";
export interface PyClassRef {
    file: PyFile;
    cls: PyNode;
}
export declare class Receivers {
    private readonly index;
    private lifespans;
    private methodOwners;
    private readonly busy;
    private readonly classes;
    constructor(index: ProjectIndex);
    /** The project class named by an annotation or a class expression, in `file`. */
    classNamed(file: PyFile, t: PyNode | undefined, depth?: number): PyClassRef | undefined;
    /** The project class of the value an expression holds, as far as the code says. */
    classOf(file: PyFile, n: PyNode, at: PyNode, depth?: number): PyClassRef | undefined;
    private readClass;
    /** The class of `instance.<attr>` for an instance of `owner`: its annotation or what it is assigned. */
    attributeClass(owner: PyClassRef, attr: string, depth?: number): PyClassRef | undefined;
    /** A class and its project base classes, nearest first. */
    lineage(c: PyClassRef, depth?: number): PyClassRef[];
    /** A method of a class or of its project bases. */
    method(c: PyClassRef, name: string): {
        file: PyFile;
        fn: PyNode;
    } | undefined;
    /** The one project method of this name when no other class defines it (a receiver the code leaves untyped). */
    uniqueMethod(name: string): {
        file: PyFile;
        fn: PyNode;
    } | undefined;
    private returnClass;
    /** A callee that is a project function or a method of a typed receiver. */
    functionOf(file: PyFile, callee: PyNode, at: PyNode, depth?: number): {
        file: PyFile;
        fn: PyNode;
    } | undefined;
    /** The classes a server's lifespan yields (`FastMCP(..., lifespan=fn)`: `yield Ctx(...)` or `AsyncIterator[Ctx]`). */
    private lifespanClasses;
}
