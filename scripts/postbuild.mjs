// Marks the built CLI executable so `npx fidelity-audit` works straight after `npm ci`.
import { chmodSync, existsSync } from "node:fs";

const cli = new URL("../dist/cli.js", import.meta.url);
if (existsSync(cli)) chmodSync(cli, 0o755);
