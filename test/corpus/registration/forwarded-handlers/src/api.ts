// fidelity-audit corpus: the API client of an observability SaaS server whose tools are objects registered in loops (written for this repo, 2026-12-04)
export interface Dataset {
  slug: string;
  name: string;
}

export class ObservabilityApi {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
  ) {}

  private async get(path: string): Promise<unknown> {
    const res = await fetch(`${this.baseUrl}${path}`, { headers: { "X-API-Key": this.apiKey } });
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
    return res.json();
  }

  listDatasets(environment: string): Promise<unknown> {
    return this.get(`/1/datasets?environment=${encodeURIComponent(environment)}`);
  }

  listBoards(environment: string): Promise<unknown> {
    return this.get(`/1/boards?environment=${encodeURIComponent(environment)}`);
  }

  listSlos(environment: string, dataset: string): Promise<unknown> {
    return this.get(`/1/slos/${encodeURIComponent(dataset)}?environment=${encodeURIComponent(environment)}`);
  }

  listMarkers(environment: string, dataset: string): Promise<unknown> {
    return this.get(`/1/markers/${encodeURIComponent(dataset)}?environment=${encodeURIComponent(environment)}`);
  }

  listTriggers(environment: string, dataset: string): Promise<unknown> {
    return this.get(`/1/triggers/${encodeURIComponent(dataset)}?environment=${encodeURIComponent(environment)}`);
  }

  listColumns(environment: string, dataset: string): Promise<unknown> {
    return this.get(`/1/columns/${encodeURIComponent(dataset)}?environment=${encodeURIComponent(environment)}`);
  }
}
