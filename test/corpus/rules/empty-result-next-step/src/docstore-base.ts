// fidelity-audit corpus: rule empty-result-next-step (a document-database tool base class whose connection method is declared to return the driver's provider class), modelled on the shapes of public MCP servers for document databases (written for this repo, 2026-12-03)
import type { DocProvider } from "@docdb/node-driver";

export interface Registry {
  resolve(id: string): Promise<DocProvider>;
}

/** The tools' base class: how the provider is found does not matter, its declared type says what it is. */
export abstract class DocTool {
  constructor(protected readonly registry: Registry) {}

  protected async connection(id: string): Promise<DocProvider> {
    return this.registry.resolve(id);
  }
}

/** A helper in another file: tells whether an inferred shape has no fields. */
export function isObjectEmpty(o: Record<string, unknown>): boolean {
  return Object.keys(o).length === 0;
}

/** Infers a flat shape from sampled documents. */
export function shapeOf(docs: Record<string, unknown>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of docs) for (const [k, v] of Object.entries(d)) out[k] = typeof v;
  return out;
}
