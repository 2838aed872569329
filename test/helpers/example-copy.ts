/**
 * A private copy of the bundled example server (examples/termdat-server, written for this repo)
 * in a temp folder, with lines inserted before given 1-based lines — how the suppression, baseline
 * and batch tests add comments or move findings without touching the example itself.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");
export const EXAMPLE = path.join(ROOT, "examples", "termdat-server");

/** Edits: file (relative to the server) → [line before which to insert, text] pairs, or a full replacement function. */
export type Edits = Record<string, [number, string][] | ((text: string) => string)>;

export function editFiles(dir: string, edits: Edits): void {
  for (const [file, e] of Object.entries(edits)) {
    const full = path.join(dir, file);
    const text = readFileSync(full, "utf8");
    if (typeof e === "function") {
      writeFileSync(full, e(text));
      continue;
    }
    const lines = text.split("\n");
    for (const [before, insert] of [...e].sort((a, b) => b[0] - a[0])) lines.splice(before - 1, 0, insert);
    writeFileSync(full, lines.join("\n"));
  }
}

export function copyExample(edits: Edits = {}, into?: string): string {
  const dir = into ?? mkdtempSync(path.join(os.tmpdir(), "fa-example-"));
  cpSync(EXAMPLE, dir, { recursive: true });
  editFiles(dir, edits);
  return dir;
}
