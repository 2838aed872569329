// fidelity-audit corpus: rule non-number-as-zero (tab-separated gauge statistics filtered by the caller's month and day; unix dates formatted for display), modelled on public hydrology and press-release MCP servers (written for this repo, 2026-12-03)
import { formatUnixDate, UnixDates } from "./unix-dates.js";

const GAUGES = process.env.GAUGE_URL ?? "https://waterdata.example/stat";

async function statRows(site: string): Promise<Record<string, string>[]> {
  const res = await fetch(`${GAUGES}?sites=${encodeURIComponent(site)}&format=rdb`);
  if (!res.ok) throw new Error(`gauge statistics: HTTP ${res.status}`);
  const lines = (await res.text()).split("\n").filter((l) => l && !l.startsWith("#"));
  const header = lines[0]?.split("\t") ?? [];
  return lines.slice(2).map((line) => {
    const cells = line.split("\t");
    const row: Record<string, string> = {};
    header.forEach((h, i) => {
      row[h] = cells[i] as string;
    });
    return row;
  });
}

/** Rows of one calendar day: an empty month or day cell becomes 0, which no caller's month (1-12) or day matches. */
export async function dayStatistics(site: string, month?: number, day?: number) {
  let rows = await statRows(site);
  // ok: non-number-as-zero (an equality filter against the caller's month)
  if (month !== undefined) rows = rows.filter((r) => Number(r.month_nu) === month);
  if (day !== undefined)
    rows = rows.filter((r) => {
      // ok: non-number-as-zero (the number only tested against the caller's day)
      const d = Number(r.day_nu);
      return d === day;
    });
  // ruleid: non-number-as-zero
  const dry = rows.filter((r) => Number(r.mean_va) === 0);
  // ruleid: non-number-as-zero
  const means = rows.map((r) => ({ year: r.begin_yr, mean: Number(r.mean_va) }));
  return { site, rows: means, dryDays: dry.length };
}

export async function pressReleases(q: string) {
  const res = await fetch(`${GAUGES}/press?q=${encodeURIComponent(q)}`);
  if (!res.ok) throw new Error(`press: HTTP ${res.status}`);
  const body = (await res.json()) as { results: { title: string; date: string; views: string }[] };
  const dates = new UnixDates();
  let views = 0;
  for (const r of body.results) {
    const v = Number.parseInt(r.views, 10);
    // ruleid: non-number-as-zero
    if (Number.isNaN(v)) continue;
    views += v;
  }
  return {
    views,
    items: body.results.map((r) => ({ title: r.title, date: formatUnixDate(r.date), shown: dates.day(r.date) })),
  };
}
