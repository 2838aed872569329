// fidelity-audit corpus: rule scope-only-when-set (the two ends of a date window through a helper in another file and a class method), modelled on public MCP servers over a central bank's data warehouse and an event analytics API (written for this repo, 2026-12-04)
import axios from "axios";

const CUBES = "https://data.central-bank.example/api/cube";

/** A cube's series: the window's ends go out only when the caller set them. */
export async function cubeSeries(cube: string, opts: { since?: string; until?: string }): Promise<unknown> {
  const params = new URLSearchParams();
  // ruleid: scope-only-when-set#sent-only-when-set — a start bound left out leaves the upstream's own window
  if (opts.since) params.set("since", opts.since);
  // ok: scope-only-when-set — an end bound left out runs up to the latest observation, as its maximum (now) would
  if (opts.until) params.set("until", opts.until);
  const res = await axios.get(`${CUBES}/${cube}/data?${params}`);
  return res.data;
}

/** The same warehouse read through a class: the ends of the window under their own keys. */
export class Warehouse {
  constructor(private readonly base = CUBES) {}

  async observations(cube: string, args: { date_from?: string; date_to?: string }): Promise<unknown> {
    const query: Record<string, string> = {};
    // ruleid: scope-only-when-set#sent-only-when-set — in a class method: the lower end of the window
    if (args.date_from) query.fromDate = args.date_from;
    // ok: scope-only-when-set — in a class method: the upper end, left out, is "up to the latest"
    if (args.date_to) query.toDate = args.date_to;
    const res = await axios.get(`${this.base}/${cube}/observations`, { params: query });
    return res.data;
  }
}
