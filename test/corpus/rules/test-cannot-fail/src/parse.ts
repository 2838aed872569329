// fidelity-audit corpus: rule test-cannot-fail (parsing the upstream answer; no network), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
export interface Station {
  id: string;
  name: string;
  river: string;
}

export function parseStations(body: unknown): Station[] {
  const b = body as { stations?: Station[] };
  if (!Array.isArray(b.stations)) throw new Error(`unexpected answer, keys: ${Object.keys(body as object).join(", ")}`);
  return b.stations;
}

export function parseLevels(csv: string): { station: string; level: number }[] {
  return csv
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.split(";"))
    .map(([station, , level]) => ({ station: station!, level: Number(level) }));
}
