/**
 * What both front ends need to describe a test suite's recordings, language aside: whether a text
 * says where and when something was recorded, sidecar and provenance documents beside a fixture file,
 * what a hand-written mock looks like, and whether inline text is a table or JSON.
 */
import { existsSync, lstatSync, readdirSync } from "node:fs";
import path from "node:path";
import { isReallyInside, MAX_DATA_FILE_BYTES, readRegularFile } from "./walk.js";

const DATE =
  /\b(19|20)\d\d-\d\d(-\d\d)?\b|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? (\d{1,2}, )?(19|20)\d\d\b|\b\d{1,2}\.\d{1,2}\.(19|20)\d\d\b/;
const SOURCE = /(https?:\/\/|\b(recorded|captured|downloaded|retrieved|fetched|exported|snapshot of|source)\b)/i;

/** A text says where (a URL, "recorded from") and when (a date) something was recorded. */
export function hasProvenance(text: string): boolean {
  return DATE.test(text) && SOURCE.test(text);
}

/** File names a recorded fixture has. */
export const FIXTURE_EXT = /\.(json|csv|tsv|xml|txt|ndjson|jsonl|html)$/i;
/** Where recordings live; a data file the server itself ships (src/data/cantons.json) is no recording. */
export const FIXTURE_DIR =
  /(^|\/)(test|tests|__tests__|spec|e2e|fixtures?|__fixtures__|recordings?|cassettes|mocks?|__mocks__|responses)\//;

/** Values a person types into a hand-written mock: example hosts, foo/bar, test…, counting ids (`123`, `abc123`, `cus_456`). */
export const PLACEHOLDER =
  /\bexample\.(com|org|net)\b|\blorem\b|\bfoo\b|\bbar\b|\b(dummy|fake|mock)\w*\b|["'`]test[-_ ]?\w*["'`]|["'`][\w-]*?(123|12345|456|789|abc123)\w*["'`]/i;

/** A fixture or sidecar's text: regular files inside `root` only, under the size cap (anything else reads as nothing). */
export function readText(file: string, root: string): string {
  const r = readRegularFile(file, MAX_DATA_FILE_BYTES, root);
  return r.ok ? r.text : "";
}

/**
 * Why a test fixture file is not read, or undefined when it may be: a fixture reached through a link
 * (the file, or a folder on the way) that leaves the audited folder is refused, with this reason in coverage.
 */
export function fixtureRefusal(file: string, root: string): string | undefined {
  if (isReallyInside(root, file)) return undefined;
  let link = false;
  try {
    link = lstatSync(file).isSymbolicLink();
  } catch {
    // gone since it was found: nothing to read either way
  }
  return `test fixture ${link ? "is a symbolic link" : "is reached through a linked folder"} to outside the audited folder (not read)`;
}

/**
 * Whether a sidecar (`a.json.source`, `a.md`, `a.meta.json`), a line naming the file in a README,
 * SOURCES or PROVENANCE document beside it, or the file's own first lines say where and when it was recorded.
 */
export function sidecarProvenance(file: string, root: string): boolean {
  const dir = path.dirname(file);
  const base = path.basename(file);
  const stem = base.replace(/\.[^.]+$/, "");
  for (const side of [
    `${base}.source`,
    `${base}.meta.json`,
    `${base}.md`,
    `${stem}.md`,
    `${stem}.source.md`,
    `${stem}.meta.json`,
  ]) {
    const p = path.join(dir, side);
    if (existsSync(p) && hasProvenance(readText(p, root))) return true;
  }
  let names: string[] = [];
  try {
    // the fixture's own folder is listed only when it really lies inside the audited folder
    names = isReallyInside(root, dir) ? readdirSync(dir) : [];
  } catch {
    return false;
  }
  for (const doc of names.filter((n) => /^(README|SOURCES|PROVENANCE)(\.md|\.txt)?$/i.test(n))) {
    const text = readText(path.join(dir, doc), root);
    const lines = text.split("\n");
    const at = lines.findIndex((l) => l.includes(base));
    if (at < 0) continue;
    // the line naming the file, its section (up to the next heading), or the document as a whole
    const end = lines.findIndex((l, i) => i > at && /^#/.test(l));
    const section = lines.slice(at, end < 0 ? at + 15 : Math.min(end, at + 15)).join("\n");
    if (hasProvenance(lines[at]!) || hasProvenance(section) || hasProvenance(text.slice(0, 4000))) return true;
  }
  return hasProvenance(readText(file, root).slice(0, 2000));
}

/** Lines that look like CSV rows: same delimiter count on every line, at least one delimiter. */
export function looksLikeCsv(text: string): boolean {
  const lines = text
    .trim()
    .split("\n")
    .filter((l) => l.trim());
  if (lines.length < 3) return false;
  return [",", ";", "\t"].some((d) => {
    const counts = lines.map((l) => l.split(d).length - 1);
    return counts[0]! > 0 && counts.every((c) => c === counts[0]);
  });
}

export function looksLikeJson(text: string): boolean {
  const t = text.trim();
  return t.split("\n").length >= 3 && /^[[{]/.test(t) && /[\]}]$/.test(t) && /"[^"]+"\s*:/.test(t);
}

/**
 * A comment or name that says the data is hand-built, not recorded (ADJUDICATION rule 5: "a hand-built
 * stand-in must say that it is hand-built"): "hand-written", "synthetic", "made up", "a custom response",
 * "simulated", "erfunden".
 */
const HAND_BUILT =
  /\b(hand[- ]?(built|made|written|crafted|rolled)|by hand|synthetic|fabricated|invented|made[- ]up|fictitious|fictional|artificial|not (a )?(real|recorded)|stand-?in|simulated|custom (implementation|response|answer|data|payload)s?|von Hand|hand(geschrieben|gebaut|gemacht)\w*|erfunden\w*|konstruiert\w*|künstlich\w*|fiktiv\w*|synthetisch\w*|nicht aufgezeichnet|Beispieldaten)\b/i;
const HAND_BUILT_NAME = /(^|_|[a-z])(fake|dummy|synthetic|handmade|Fake|Dummy|Synthetic)/;

export function saysHandBuilt(comment: string, name = ""): boolean {
  return HAND_BUILT.test(comment) || HAND_BUILT_NAME.test(name);
}

/** XML or HTML text: a declaration or a root element with closing tags, over several lines. */
export function looksLikeMarkup(text: string): boolean {
  const t = text.trim();
  return t.split("\n").length >= 3 && /^<(\?xml|!DOCTYPE|[A-Za-z])/i.test(t) && /<\/[\w:.-]+>\s*$/.test(t);
}

/**
 * A comment beside a fixture that says something of its own: not only the corpus expectations
 * (`# ruleid: …`, `// ok: …`, which state what the auditor must find, not what the data is).
 */
export function saysSomething(comments: string): boolean {
  return comments.split("\n").some((l) => !/^\s*(#|\/\/|\/\*|\*)\s*(todo)?(ruleid|ok):/.test(l) && /\p{L}{3}/u.test(l));
}
