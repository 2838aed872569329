/**
 * Phase timings of one audit (`--timing`, like ESLint's TIMING=1): where the time went — loading,
 * model building (tool and upstream discovery, the dataflow engine, return paths) and each rule.
 * Measured with a monotonic clock; never part of a report, so reports stay deterministic.
 */
export interface PhaseTiming {
  phase: string;
  ms: number;
}

export class Timings {
  private readonly spent = new Map<string, number>();

  /** Runs `fn` and adds its wall time to `phase`. */
  time<T>(phase: string, fn: () => T): T {
    const t0 = performance.now();
    try {
      return fn();
    } finally {
      this.spent.set(phase, (this.spent.get(phase) ?? 0) + performance.now() - t0);
    }
  }

  /** Phases in the order they first ran. */
  list(): PhaseTiming[] {
    return [...this.spent].map(([phase, ms]) => ({ phase, ms }));
  }
}

/** A fixed-width table for stderr. */
export function renderTimings(rows: PhaseTiming[]): string {
  const total = rows.filter((r) => !r.phase.includes(" › ")).reduce((s, r) => s + r.ms, 0);
  const width = Math.max(5, ...rows.map((r) => r.phase.length));
  const line = (name: string, ms: number) =>
    `${name.padEnd(width)}  ${ms.toFixed(0).padStart(7)} ms  ${total ? ((100 * ms) / total).toFixed(1).padStart(5) : "  0.0"} %`;
  return `${[
    `${"phase".padEnd(width)}  ${"time".padStart(10)}  share`,
    ...rows.map((r) => line(r.phase, r.ms)),
    line("total", total),
  ].join("\n")}\n`;
}
