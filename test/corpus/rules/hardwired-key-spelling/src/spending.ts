// fidelity-audit corpus: rule hardwired-key-spelling (a spending-search API that answers under the field names the request lists), modelled on public federal spending APIs (written for this repo, 2026-12-03)
import { AWARD_FIELDS } from "./spending-fields.js";

const API = process.env.SPENDING_URL ?? "https://spending.example.gov/api/v2";

async function post(path: string, body: unknown): Promise<{ results?: Record<string, unknown>[] }> {
  const res = await fetch(`${API}${path}`, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
  if (!res.ok) throw new Error(`spending API ${res.status}`);
  return (await res.json()) as { results?: Record<string, unknown>[] };
}

/** The field list is written inline in the request: the answer's keys are the names the server asked for. */
export async function awardsByAgency(agency: string) {
  const body = { filters: { agencies: [{ name: agency }] }, fields: ["Award ID", "Recipient Name", "Award Amount"], limit: 25 };
  const answer = await post("/search/spending_by_award/", body);
  if (!answer.results) throw new Error("spending_by_award: answer without results");
  return answer.results.map((r) => ({
    // ok: hardwired-key-spelling — the request lists "Award ID"
    id: r["Award ID"],
    // ok: hardwired-key-spelling — the request lists "Recipient Name"
    recipient: r["Recipient Name"],
    // ruleid: hardwired-key-spelling
    agency: r["Awarding Agency"],
  }));
}

/** The field list comes from another module, and the names also arrive as one comma list. */
export async function awardsByRecipient(recipient: string) {
  const answer = await post("/search/spending_by_award/", { filters: { recipient_search_text: [recipient] }, fields: AWARD_FIELDS, sort: "Award Amount" });
  const rows = answer.results;
  if (!rows) throw new Error("spending_by_award: answer without results");
  const out = [];
  for (const r of rows) {
    // ok: hardwired-key-spelling — AWARD_FIELDS lists "Award Amount"
    const { ["Award Amount"]: amount } = r;
    // ok: hardwired-key-spelling — AWARD_FIELDS lists "Start Date"
    out.push({ amount, start: r["Start Date"] });
  }
  return out;
}

export async function transactions(award: string) {
  const answer = await post("/transactions/", { award_id: award, columns: "Action Date,Federal Action Obligation" });
  if (!answer.results) throw new Error("transactions: answer without results");
  return answer.results.map((t) => ({
    // ok: hardwired-key-spelling — the comma list of columns names it
    date: t["Action Date"],
    // ruleid: hardwired-key-spelling
    modification: t["Modification Number"],
  }));
}
