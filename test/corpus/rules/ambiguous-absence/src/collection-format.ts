// fidelity-audit corpus: rule ambiguous-absence (presence-tested fallbacks and computed-key records in helpers of their own module), modelled on the shapes of public MCP servers for museum collection APIs (written for this repo, 2026-12-03)

export interface RawObject {
  objectId: number;
  title: string;
  artist?: { name?: string };
  dated?: string;
  medium?: string;
  credit?: string;
  dimensions?: string;
  accession?: string;
  gallery?: string | null;
  culture?: string;
  period?: string;
  lender: { name?: string; state: string; lender_state: string };
}

function year(d: string): string {
  return d.slice(0, 4);
}

/** Presence tests that stand for `x ?? null`: each decides "has none" for a value nobody measured. */
export function toObjectRecord(o: RawObject) {
  return {
    id: o.objectId,
    title: o.title,
    // ruleid: ambiguous-absence
    dated: o.dated !== undefined ? o.dated : null,
    // ruleid: ambiguous-absence
    medium: null != o.medium ? o.medium : "n/a",
    // ruleid: ambiguous-absence
    year: o.dated != null ? year(o.dated) : "unknown",
    // ruleid: ambiguous-absence
    credit: typeof o.credit !== "undefined" ? o.credit : null,
    // ruleid: ambiguous-absence
    artist: (o.artist && o.artist.name) || null,
    // ok: ambiguous-absence — null from the source kept as null, nothing converted
    gallery: o.gallery === null ? null : String(o.gallery),
    // ruleid: ambiguous-absence — the key is left out when the entry lacks it: a renamed key reads as "has none" (ADJUDICATION rule 12)
    ...(o.accession !== undefined && { accession: o.accession }),
    // ruleid: ambiguous-absence
    ...(o.dimensions ? { dimensions: o.dimensions } : {}),
  };
}

/** One state per field, decided where the value was looked up: only those fields are explicit. */
export function toObjectWithFlags(o: RawObject) {
  return {
    id: o.objectId,
    // ok: ambiguous-absence — `has_culture` says whether the source had it
    culture: o.culture ?? null,
    has_culture: o.culture !== undefined,
    // ruleid: ambiguous-absence — the flag above describes `culture`, not this field
    period: o.period ?? null,
  };
}

/** Rows of a table export, keyed by the header cells the answer sent. */
export function rowsToRecords(headers: string[], rows: Record<string, string>[]) {
  return rows.map((row) => {
    const out: Record<string, string | null> = {};
    for (const h of headers) {
      // ruleid: ambiguous-absence
      out[h] = row[h] ?? null;
    }
    return out;
  });
}

/** The same export, with the absent cells named: that list is the state for every column. */
export function rowsWithMissing(headers: string[], rows: Record<string, string>[]) {
  return rows.map((row) => {
    const out: Record<string, string | null> = {};
    for (const h of headers) {
      // ok: ambiguous-absence
      out[h] = row[h] ?? null;
    }
    return { ...out, missing: headers.filter((h) => row[h] === undefined) };
  });
}

/** A loan record: `state` is the lender's US state copied from the entry, data and not a record of absence. */
export function toLoanRecord(o: RawObject) {
  return {
    id: o.objectId,
    state: o.lender.state,
    lenderState: o.lender.lender_state,
    // ruleid: ambiguous-absence
    lender: o.lender.name ?? null,
  };
}
