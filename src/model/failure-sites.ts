/**
 * Where a failure return stands (rule 3: "for a failure dressed as data, the `return` (or `catch`) that
 * does it"), shared by every front end.
 */
import type { ReturnPath, SourceLocation } from "./types.js";

/** `inner` lies within `outer`'s range (same file). */
export function within(inner: SourceLocation, outer: SourceLocation): boolean {
  if (inner.file !== outer.file) return false;
  const after = inner.line > outer.line || (inner.line === outer.line && inner.column >= outer.column);
  const before =
    inner.endLine < outer.endLine || (inner.endLine === outer.endLine && inner.endColumn <= outer.endColumn);
  return after && before;
}

/**
 * A tool's own catch that answers with a shared helper's text (`except Exception as e: return
 * _handle_error(e)`, the helper returning one text per status): the tool's return in its catch is what
 * dresses the failure as data, so the path is located at that call, and the helper's return it came
 * from becomes `builtAt`. The helper's several returns then stand at one place; the rules report it once.
 */
export function atOwnCatch(paths: ReturnPath[]): ReturnPath[] {
  return paths.map((p) => {
    const f = p.failure;
    if (f?.kind !== "catch" || within(p.location, f.location)) return p;
    const call = p.via?.find((v) => within(v, f.location));
    return call ? { ...p, location: call, builtAt: p.builtAt ?? p.location } : p;
  });
}
