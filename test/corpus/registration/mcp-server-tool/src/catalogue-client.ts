// fidelity-audit corpus: registration style mcp-server-tool (upstream client), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)

export interface TitleHit {
  id: string;
  title: string;
  authors: string[];
  year: number | null;
  isbn: string[];
}

export interface SearchPage {
  total: number;
  nextCursor: string | null;
  hits: TitleHit[];
}

export interface Library {
  isil: string;
  name: string;
  city: string;
}

export class CatalogueError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export class CatalogueClient {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey?: string,
  ) {}

  private async get<T>(path: string, params: URLSearchParams): Promise<T> {
    const url = `${this.baseUrl}${path}?${params.toString()}`;
    const res = await fetch(url, {
      headers: {
        Accept: "application/json",
        ...(this.apiKey ? { Authorization: `Bearer ${this.apiKey}` } : {}),
      },
    });
    if (!res.ok) {
      throw new CatalogueError(`catalogue ${path} answered ${res.status} ${res.statusText}`, res.status);
    }
    return (await res.json()) as T;
  }

  async searchTitles(query: string, language: string, limit: number, cursor: string): Promise<SearchPage> {
    const params = new URLSearchParams();
    params.set("q", query);
    params.set("lang", language);
    params.set("rows", String(limit));
    params.set("cursorMark", cursor);
    params.set("sort", "score desc,id asc");
    const body = await this.get<{ numFound: number; nextCursorMark?: string; docs: TitleHit[] }>("/titles", params);
    if (!Array.isArray(body.docs) || typeof body.numFound !== "number") {
      throw new CatalogueError(`unexpected /titles payload, keys: ${Object.keys(body).join(", ")}`, 502);
    }
    return { total: body.numFound, nextCursor: body.nextCursorMark ?? null, hits: body.docs };
  }

  async getRecord(id: string, format: "json" | "marcxml"): Promise<unknown> {
    const params = new URLSearchParams({ format });
    return this.get<unknown>(`/records/${encodeURIComponent(id)}`, params);
  }

  async listLibraries(): Promise<Library[]> {
    const body = await this.get<{ libraries: Library[] }>("/libraries", new URLSearchParams({ all: "true" }));
    if (!Array.isArray(body.libraries)) {
      throw new CatalogueError(`unexpected /libraries payload, keys: ${Object.keys(body).join(", ")}`, 502);
    }
    return body.libraries;
  }

  async lookupIsbn(isbn: string, includeHoldings: boolean): Promise<unknown> {
    const params = new URLSearchParams();
    params.set("isbn", isbn.replace(/-/g, ""));
    params.set("holdings", includeHoldings ? "true" : "false");
    return this.get<unknown>("/isbn", params);
  }
}
