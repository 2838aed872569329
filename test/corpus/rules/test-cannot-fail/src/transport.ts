// fidelity-audit corpus: rule test-cannot-fail (helper of links.test.ts: transport settings with lists of origins and a base link), modelled on the shapes of public MCP servers' HTTP transports (written for this repo, 2026-12-04)
export interface TransportSettings {
  allowedOrigins: string[];
  allowedHosts: ReadonlySet<string>;
  publicBase: string;
}

export function buildTransport(host: string, port: number, extra = ""): TransportSettings {
  const origins = extra.split(",").map((o) => o.trim()).filter(Boolean);
  return {
    allowedOrigins: [...origins].sort(),
    allowedHosts: new Set([`${host}:${port}`, `localhost:${port}`]),
    publicBase: `http://${host}:${port}/mcp`,
  };
}

export class CorsPolicy {
  readonly origins: readonly string[];
  constructor(list: string) {
    this.origins = list.split(",").map((o) => o.trim());
  }
}
