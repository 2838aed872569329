// Client of a public weather API for the open-data hub corpus server; written for this repo.
export async function forecast(station: string, days?: number) {
  const res = await fetch(`https://weather.example.gov/stations/${station}/forecast?days=${days ?? 3}`);
  if (!res.ok) throw new Error(`weather API ${res.status}`);
  return (await res.json()) as { periods: unknown[] };
}
