export class Timings {
    spent = new Map();
    /** Runs `fn` and adds its wall time to `phase`. */
    time(phase, fn) {
        const t0 = performance.now();
        try {
            return fn();
        }
        finally {
            this.spent.set(phase, (this.spent.get(phase) ?? 0) + performance.now() - t0);
        }
    }
    /** Phases in the order they first ran. */
    list() {
        return [...this.spent].map(([phase, ms]) => ({ phase, ms }));
    }
}
/** A fixed-width table for stderr. */
export function renderTimings(rows) {
    const total = rows.filter((r) => !r.phase.includes(" › ")).reduce((s, r) => s + r.ms, 0);
    const width = Math.max(5, ...rows.map((r) => r.phase.length));
    const line = (name, ms) => `${name.padEnd(width)}  ${ms.toFixed(0).padStart(7)} ms  ${total ? ((100 * ms) / total).toFixed(1).padStart(5) : "  0.0"} %`;
    return `${[
        `${"phase".padEnd(width)}  ${"time".padStart(10)}  share`,
        ...rows.map((r) => line(r.phase, r.ms)),
        line("total", total),
    ].join("\n")}\n`;
}
