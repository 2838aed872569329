// fidelity-audit corpus: registration style add-tool — the catalogue client used by the tools (written for this repo, 2026-11-29)
import { request } from "undici";

const BASE = process.env.SRU_URL ?? "https://sru.example.org/catalogue";

export async function searchCatalogue(q: string, max: number): Promise<string> {
  const url = `${BASE}?operation=searchRetrieve&query=${encodeURIComponent(q)}&maximumRecords=${max}`;
  const res = await request(url);
  return res.body.text();
}

export async function getTitle(id: string): Promise<string> {
  const res = await request(`${BASE}/records/${encodeURIComponent(id)}`);
  return res.body.text();
}
