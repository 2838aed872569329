// Marks the built CLI executable so `npx fidelity-audit` works straight after `npm ci`, and keeps the
// rule catalogue parsed (dist/catalogue.json, keyed by the SHA-256 of rules.yaml's text) so an audit
// need not parse 140 kB of YAML each time (src/catalogue/index.ts uses it only while the hash matches).
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { parse } from "yaml";

const cli = new URL("../dist/cli.js", import.meta.url);
if (existsSync(cli)) chmodSync(cli, 0o755);

const { catalogueHash, PARSED_CATALOGUE_PATH } = await import("../dist/catalogue/index.js");
const text = readFileSync(new URL("../rules.yaml", import.meta.url), "utf8");
const rules = parse(text);
// written only when JSON holds exactly what the YAML parser made (no values JSON cannot carry)
if (isDeepStrictEqual(JSON.parse(JSON.stringify(rules)), rules))
  writeFileSync(PARSED_CATALOGUE_PATH, `${JSON.stringify({ sha256: catalogueHash(text), rules })}\n`);
