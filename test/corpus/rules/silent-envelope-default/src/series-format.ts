// fidelity-audit corpus: rule silent-envelope-default (a formatter in its own file that reads the parsed answer of a climate-series API: the data container beside a descriptive header shown as-is), modelled on the shapes of public MCP servers for weather and climate data (written for this repo, 2026-12-04)

/** Formats the parsed answer the tool module hands in. */
export function formatSeries(answer: any, wanted: string[]): string {
  // ruleid: silent-envelope-default — the container the data comes from
  const properties = answer.properties || {};
  // ruleid: silent-envelope-default — keyed on by the requested parameters
  const byParameter = properties.parameter || {};
  // ok: silent-envelope-default — a descriptive header whose keys are only shown (rule 12's where it fills a record)
  const header = answer.header || {};
  const lines = [`Range: ${header.start ?? "?"} to ${header.end ?? "?"}`, `Source: ${header.title || "n/a"}`];
  for (const p of wanted) {
    const days = byParameter[p];
    lines.push(`${p}: ${days ? Object.keys(days).length : 0} days`);
  }
  return lines.join("\n");
}

/** The same reads in a class method: the look-alike is the station's descriptive block. */
export class StationFormatter {
  format(answer: any): string {
    // ruleid: silent-envelope-default — iterated below
    const readings = answer.readings || [];
    // ok: silent-envelope-default — the station's name and place, shown as they are
    const station = answer.station || {};
    const head = `${station.name ?? "unnamed"} (${station.canton || "?"})`;
    return [head, ...readings.map((r: { at: string; value: number }) => `${r.at}: ${r.value}`)].join("\n");
  }

  /** An object default whose keys are counted is no descriptive extra. */
  summary(answer: any): string {
    // ruleid: silent-envelope-default — the counts below it are the result
    const stats = answer.stats || {};
    // ruleid: silent-envelope-default — and a missing total reads as 0
    return `${stats.total ?? 0} readings, ${stats.missing ?? 0} missing`;
  }
}
