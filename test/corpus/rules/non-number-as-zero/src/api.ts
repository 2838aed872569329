// fidelity-audit corpus: rule non-number-as-zero (JSON statistics API over fetch), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)

const API = process.env.STAT_API ?? "https://stat.canton.example/api/v1";

export interface Municipality {
  bfs_nr: number;
  name: string;
  population: string | null;
  area_km2: string | null;
  /** Typed as a number by the API. */
  elevation_m: number;
}

export async function municipalities(): Promise<{ items: Municipality[]; total: number }> {
  const res = await fetch(`${API}/municipalities`);
  const body = await res.json();
  if (!Array.isArray(body.items)) throw new Error(`municipalities: keys ${Object.keys(body).join(", ")}`);
  // ok: non-number-as-zero, dropped-continuation
  // ruleid: silent-envelope-default
  const total = parseInt(res.headers.get("x-total-count") ?? "0", 10);
  return { items: body.items, total };
}

export function densityTable(items: Municipality[]) {
  return items.map((m) => {
    // ruleid: non-number-as-zero
    const population = Number(m.population) || 0;
    const area = Number(m.area_km2);
    // ok: non-number-as-zero
    const areaOrNull = Number.isNaN(area) ? null : area;
    return { name: m.name, population, density: areaOrNull ? population / areaOrNull : null };
  });
}

export function sumPopulation(items: Municipality[]): number {
  let sum = 0;
  for (const m of items) {
    const n = parseFloat(m.population ?? "");
    // ruleid: non-number-as-zero
    if (Number.isNaN(n)) continue;
    sum += n;
  }
  return sum;
}

export function sumArea(items: Municipality[]): number {
  // ruleid: non-number-as-zero
  return items.reduce((acc, m) => (Number.isFinite(Number(m.area_km2)) ? acc + Number(m.area_km2) : acc), 0);
}

/** The API sends counts as strings and leaves them out when unknown; this helper makes both 0. */
function count(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** The same conversion that says "unknown" instead of 0. */
function countOrUndefined(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value.trim() === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

export function totalPopulation(items: Municipality[]): { total: number; unknown: number } {
  // ruleid: non-number-as-zero
  const total = items.reduce((acc, m) => acc + count(m.population), 0);
  // ok: non-number-as-zero
  const unknown = items.filter((m) => countOrUndefined(m.population) === undefined).length;
  return { total, unknown };
}

/** Counts collected over several pages of the answer. */
export async function allCounts(): Promise<number> {
  const rows: { anzahl: string }[] = [];
  for (let page = 1; page <= 3; page++) {
    const res = await fetch(`${API}/counts?page=${page}`);
    const body = (await res.json()) as { rows: { anzahl: string }[] };
    rows.push(...body.rows);
  }
  // ruleid: non-number-as-zero
  return rows.reduce((sum, r) => sum + (parseInt(r.anzahl, 10) || 0), 0);
}

/** Highest minus lowest elevation: the API types elevations as numbers, so the filter is only defensive. */
export function elevationRange(items: Municipality[]): number | null {
  // ok: non-number-as-zero
  const elevations = items.map((m) => m.elevation_m).filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return elevations.length ? elevations[elevations.length - 1]! - elevations[0]! : null;
}

/** How many hits the register's search reports in its envelope. */
export async function registerHits(term: string): Promise<number> {
  const res = await fetch(`${API}/register?q=${encodeURIComponent(term)}`);
  const body = await res.json();
  // ok: non-number-as-zero (a count on the answer's envelope, not a cell: rule 6 reads its default)
  return Number(body.numHits) || 0;
}
