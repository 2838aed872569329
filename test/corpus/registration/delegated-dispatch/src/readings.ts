// Water-level readings of a tide-gauge MCP server; written for this repo.
export async function fetchReadings(args: Record<string, unknown>) {
  const hours = Number(args.hours ?? 24);
  const res = await fetch(`https://tides.example.org/api/v2/stations/${String(args.station_id)}/readings?hours=${hours}`);
  return { content: [{ type: "text" as const, text: await res.text() }] };
}
