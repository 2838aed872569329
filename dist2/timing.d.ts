/**
 * Phase timings of one audit (`--timing`, like ESLint's TIMING=1): where the time went — loading,
 * model building (tool and upstream discovery, the dataflow engine, return paths) and each rule.
 * Measured with a monotonic clock; never part of a report, so reports stay deterministic.
 */
export interface PhaseTiming {
    phase: string;
    ms: number;
}
export declare class Timings {
    private readonly spent;
    /** Runs `fn` and adds its wall time to `phase`. */
    time<T>(phase: string, fn: () => T): T;
    /** Phases in the order they first ran. */
    list(): PhaseTiming[];
}
/** A fixed-width table for stderr. */
export declare function renderTimings(rows: PhaseTiming[]): string;
