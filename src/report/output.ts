/** Writing reports: folders created level by level, and every failure naming its path and what went wrong. */
import { existsSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { InputError } from "../errors.js";
import { ioReason } from "../frontend/walk.js";

/** A report or folder that cannot be written: exit 2, naming the path and what went wrong (not a usage error). */
export class OutputError extends InputError {
  override name = "OutputError";
}

/**
 * Creates a folder and its missing parents one level at a time (Node's recursive mkdir can spin
 * forever under /proc), naming the folder and what went wrong when it cannot.
 */
export function makeDir(dir: string): void {
  const abs = path.resolve(dir);
  const missing: string[] = [];
  for (let d = abs; ; d = path.dirname(d)) {
    if (existsSync(d)) {
      if (!statSync(d).isDirectory())
        throw new OutputError(
          `cannot create the folder ${dir}: ${d === abs ? "it" : path.relative(process.cwd(), d) || d} is a file, not a folder`,
        );
      break;
    }
    missing.unshift(d);
    if (path.dirname(d) === d) break;
  }
  for (const d of missing) {
    try {
      mkdirSync(d);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "EEXIST" && statSync(d).isDirectory()) continue;
      throw new OutputError(`cannot create the folder ${dir}: ${ioReason(e)}`);
    }
  }
}
