// fidelity-audit corpus: rule empty-result-next-step (a warehouse client whose answers are lists known by what the code does with them: a `.then` chain, an untyped helper, a class method), modelled on the shapes of public MCP servers for SQL warehouses and record APIs (written for this repo, 2026-12-01)
const WAREHOUSE = process.env.WAREHOUSE_URL ?? "https://warehouse.example/api/v2";

/** The jobs of one queue: the last `.then` step hands back the answer's record list. */
export function jobsOf(queue: string) {
  return fetch(`${WAREHOUSE}/queues/${encodeURIComponent(queue)}/jobs`)
    .then((r) => r.json())
    .then((body) => body.records);
}

/** No declared return type: what it returns is the answer's list. */
export async function tablesOf(dataset: string) {
  const res = await fetch(`${WAREHOUSE}/datasets/${encodeURIComponent(dataset)}/tables`);
  if (!res.ok) throw new Error(`warehouse answered ${res.status}`);
  const body = await res.json();
  return body.items;
}

/** The answer with its own count beside the list. */
export async function viewsOf(dataset: string) {
  const res = await fetch(`${WAREHOUSE}/datasets/${encodeURIComponent(dataset)}/views`);
  if (!res.ok) throw new Error(`warehouse answered ${res.status}`);
  const body = await res.json();
  return { views: body.items, total: body.total };
}

export class WarehouseDesk {
  async partitions(table: string) {
    const res = await fetch(`${WAREHOUSE}/tables/${encodeURIComponent(table)}/partitions`);
    if (!res.ok) throw new Error(`warehouse answered ${res.status}`);
    const parsed = await res.json();
    const partitions = parsed.partitionList;
    console.error(`got ${partitions.map((p: { id: string }) => p.id).join(",")}`);
    // ruleid: empty-result-next-step — a list the code itself uses as one, stringified as it came
    return { content: [{ type: "text" as const, text: JSON.stringify(partitions) }] };
  }

  async partitionsChecked(table: string) {
    const res = await fetch(`${WAREHOUSE}/tables/${encodeURIComponent(table)}/partitions`);
    if (!res.ok) throw new Error(`warehouse answered ${res.status}`);
    const parsed = await res.json();
    const partitions = parsed.partitionList;
    if (partitions.length === 0) {
      // ok: empty-result-next-step
      return { content: [{ type: "text" as const, text: `Table "${table}" has no partitions; call list_tables to check it is partitioned.` }] };
    }
    // ok: empty-result-next-step
    return { content: [{ type: "text" as const, text: JSON.stringify(partitions) }] };
  }
}

/** The columns as text: the fallback of the formatted list is what an empty answer reads as. */
export function formatColumns(columns: { name: string; type: string; mode?: string }[]): string {
  // ruleid: empty-result-next-step — the return whose fallback answers an empty list, with no next step
  return (
    columns
      .map((c) => {
        const mode = c.mode ? ` (${c.mode})` : "";
        return `${c.name}: ${c.type}${mode}`;
      })
      .join("\n") || "No columns found."
  );
}

/** The same, with a fallback that says what to try. */
export function formatColumnsHinted(columns: { name: string; type: string; mode?: string }[]): string {
  // ok: empty-result-next-step
  return (
    columns
      .map((c) => {
        const mode = c.mode ? ` (${c.mode})` : "";
        return `${c.name}: ${c.type}${mode}`;
      })
      .join("\n") || "No columns found; call list_tables to check the table name, which is case-sensitive."
  );
}
