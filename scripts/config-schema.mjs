#!/usr/bin/env node
// Writes fidelity-audit.schema.json (the config's JSON Schema) from the rule catalogue; run
// `npm run schema` after changing rules.yaml. test/first-hour.test.ts fails while it is out of date.
import { writeFileSync } from "node:fs";
import { configSchema } from "../dist/config-schema.js";

writeFileSync(
  new URL("../fidelity-audit.schema.json", import.meta.url),
  `${JSON.stringify(configSchema(), null, 2)}\n`,
);
