// fidelity-audit corpus: rule non-number-as-zero (a unix timestamp formatted as a date, the text kept as it came when it is no number), modelled on public press-release MCP servers (written for this repo, 2026-12-03)

export function formatUnixDate(raw: string | undefined): string {
  if (!raw) return "?";
  const ts = parseInt(raw, 10);
  // ok: non-number-as-zero (a formatting fallback: the text is shown as it came, nothing skipped or summed)
  if (isNaN(ts)) return raw;
  return new Date(ts * 1000).toISOString().slice(0, 10);
}

export class UnixDates {
  day(raw: string): string {
    const ts = Number(raw);
    // ok: non-number-as-zero (the same fallback in a class method)
    if (Number.isNaN(ts)) {
      return String(raw);
    }
    return new Date(ts * 1000).toISOString().slice(0, 10);
  }
}
