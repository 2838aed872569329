/**
 * One audit per folder and options for the whole test run (`isolate: false` shares it between the
 * test files of a worker): tests that read different facts of the same audit share it instead of
 * loading the project again. The result is shared: read it, never change it.
 */
import { type AuditOptions, type AuditResult, audit } from "../../src/audit.js";

const done = new Map<string, AuditResult>();

export function auditOnce(dir: string, opts: Pick<AuditOptions, "rules"> = {}): AuditResult {
  const key = JSON.stringify([dir, opts.rules ?? null]);
  let r = done.get(key);
  if (!r) {
    r = audit(dir, opts);
    done.set(key, r);
  }
  return r;
}
