// fidelity-audit corpus: rule ambiguous-absence (the server's own TOML source configuration copied into a driver config, with env-var interpolation by a string replace, beside a record built from a query's rows and a fallback chain of keys), modelled on the shapes of public database MCP servers (written for this repo, 2026-12-04)
import fs from "node:fs";
import TOML from "@ltd/j-toml";

interface SourceConfig {
  id: string;
  dsn: string;
  timezone?: string;
  search_path?: string;
}

const ENV_VAR = /\$\{([^}]+)\}/g;

function interpolate(value: unknown): unknown {
  if (typeof value === "string") return value.replace(ENV_VAR, (m, name) => process.env[name] ?? m);
  if (Array.isArray(value)) return value.map((v) => interpolate(v));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v)]));
  return value;
}

export function loadSources(): SourceConfig[] {
  const file = process.env.DB_SOURCES ?? "./sources.toml";
  const raw = TOML.parse(fs.readFileSync(file, "utf-8"));
  const parsed = interpolate(raw) as { sources: SourceConfig[] };
  return parsed.sources;
}

class SourceManager {
  driverConfig(source: SourceConfig) {
    const config: { dsn: string; timezone?: string; searchPath?: string } = { dsn: source.dsn };
    // ok: ambiguous-absence — an option of the server's own configuration file, not a field of an upstream answer
    if (source.timezone) config.timezone = source.timezone;
    // ok: ambiguous-absence — the same, written inline as a default
    config.searchPath = source.search_path ?? "public";
    return config;
  }
}

const manager = new SourceManager();

export async function describeSource(id: string) {
  const source = loadSources().find((s) => s.id === id);
  if (!source) throw new Error(`no source ${id}`);
  const config = manager.driverConfig(source);
  const res = await fetch(`https://catalogue.example.org/api/tables?source=${encodeURIComponent(id)}`);
  if (!res.ok) throw new Error(`catalogue: HTTP ${res.status}`);
  const body = await res.json();
  if (!Array.isArray(body.tables)) throw new Error(`catalogue: answer without tables; keys: ${Object.keys(body).join(", ")}`);
  return {
    config,
    tables: body.tables.map((r: Record<string, string>) => ({
      name: r.table_name,
      // ruleid: ambiguous-absence — a chain of keys: the value is null only when both are missing
      comment: r.table_comment || r.obj_description || null,
    })),
  };
}
