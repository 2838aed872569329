/**
 * Extension (no spec number) — the upstream says there is more, and the tool result does not.
 *
 * A continuation signal of an upstream answer — `has_more`, `next_page_token`, `nextCursor`,
 * `next`, `truncated`, `total`/`numFound`, a `Link` or `X-Total-Count` header — that is read and
 * then dropped (logged, compared, ignored), or that the answer's declared type carries and the
 * code never reads, while nothing else of that answer tells the caller the list is partial.
 * Passing the signal on, deriving `truncated`/a cursor from it, paging on it in a loop, or
 * returning the whole answer is fine.
 */
import type { ModelAnalyzer } from "./types.js";
export declare const droppedContinuation: ModelAnalyzer;
