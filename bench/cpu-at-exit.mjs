// Preload for bench/python.mjs (written for this repo): at exit, writes the process's CPU time and the
// heavy modules it loaded as one JSON line on stderr, so the bench can tell startup cost from audit cost.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
process.on("exit", () => {
  const cpu = process.resourceUsage();
  const loaded = Object.keys(require.cache);
  const tsMorph = loaded.some((k) => /[\\/]node_modules[\\/](ts-morph|typescript)[\\/]/.test(k));
  process.stderr.write(
    `\n#bench ${JSON.stringify({ cpuS: (cpu.userCPUTime + cpu.systemCPUTime) / 1e6, uptimeS: process.uptime(), tsMorph })}\n`,
  );
});
