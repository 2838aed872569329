// fidelity-audit corpus: rule scope-only-when-set (granule search client: named keys taken out of the arguments, the rest looped into the request), modelled on a public MCP server over an earth-science metadata search API (written for this repo, 2026-12-04)
import axios from "axios";

const API = process.env.METADATA_API_URL ?? "https://metadata.example.org/search";

export interface GranuleSearch {
  keyword?: string;
  sort_key?: string;
  limit?: number;
  page?: number;
}

export async function searchGranules(params: GranuleSearch): Promise<unknown> {
  const { limit, page, ...otherParams } = params;
  const queryParams: Record<string, unknown> = {
    // ruleid: scope-only-when-set — through a helper: `limit` may be undefined here, and axios leaves an undefined param out
    page_size: limit,
    page_num: page ?? 1,
  };
  for (const [key, value] of Object.entries(otherParams)) {
    // ok: scope-only-when-set — `limit` was taken out of `otherParams` above: this loop never writes it
    if (value !== undefined) queryParams[key] = value;
  }
  const response = await axios({ url: `${API}/granules.json`, params: queryParams });
  return response.data;
}

export class CollectionSearch {
  async find(params: { keyword?: string; rows?: number }): Promise<unknown> {
    const { rows, ...filters } = params;
    const q = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) {
      // ok: scope-only-when-set — in a class method: the rest of the arguments, without `rows` (always sent below)
      if (value !== undefined) q.append(key, String(value));
    }
    q.set("rows", String(rows ?? 20));
    const res = await fetch(`${API}/collections.json?${q}`);
    return res.json();
  }
}
