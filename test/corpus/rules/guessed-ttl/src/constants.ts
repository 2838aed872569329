// fidelity-audit corpus: rule guessed-ttl (lifetimes as named constants), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
export const PORTAL = "https://data.example.org/api/3";

export const ONE_HOUR = 60 * 60 * 1000;

// The register is republished daily at 05:00 UTC.
export const REGISTER_TTL = 86_400_000;

export const SCHEMA_TTL = 10 * 60 * 1000;
