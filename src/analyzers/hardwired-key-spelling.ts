/**
 * Rule 13 — a key of a parsed upstream row is read in one hard-wired spelling.
 *
 * Four shapes: a column name with capitals read from table rows (`row["Schulgemeinde"]`,
 * `r.Anzahl`); a label-like key (spaces, non-ASCII letters) read from JSON entries; an alternation
 * of spellings of one key (`e.egrid ?? e.EGRID`); a key normalisation without a collision check
 * (`Object.fromEntries(… k.toLowerCase() …)`, papaparse `transformHeader`, csv-parse `columns`);
 * and a normalised row read with a key in the other case.
 *
 * camelCase API fields (`data.totalCount`, `item.createdAt`) are identifiers of a JSON contract,
 * not column labels, and are not read as this rule's subject unless `jsonKeys: mixed-case` says so.
 */
import { ConfigError } from "../config.js";
import type { ResponseOrigin } from "../model/types.js";
import { onePerLine, readsOf, readsUpstream, responseFinding, short } from "./response-finding.js";
import type { Finding, ModelAnalyzer } from "./types.js";

const ID = "hardwired-key-spelling";

type JsonKeys = "label-like" | "mixed-case" | "off";

/** Spaces or letters outside ASCII: a label written for people (`Anzahl Schüler`, `Gemeinde-Nr.`). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the range is "outside ASCII", which starts at NUL
const LABEL_LIKE = /\s|[^\x00-\x7F]/;
const fold = (k: string) => k.toLowerCase().replace(/[\s_-]+/g, "");
/** A key under a leading acronym of the source's own (`CRSReports` for `reports`, `APIKeys` for `keys`). */
const ACRONYM_PREFIX = /^[A-Z]{2,}(?=[A-Z][a-z])/;
/** Two spellings of one key: equal after folding case and separators, or once a leading acronym is dropped. */
const sameKey = (a: string, b: string) =>
  fold(a) === fold(b) ||
  fold(a.replace(ACRONYM_PREFIX, "")) === fold(b) ||
  fold(a) === fold(b.replace(ACRONYM_PREFIX, ""));

/** What a row read with `key` does wrong, if anything, given where the row came from. */
function misspelled(key: string, o: ResponseOrigin, jsonKeys: JsonKeys): string | undefined {
  // a key built in code (`${dataType}-units`): only its written parts are a spelling, never the placeholder
  const written = key.replace(/\$\{…\}/g, "");
  if (written !== key) return misspelled(written, o, jsonKeys) && `key \`${key}\` is read in one hard-wired spelling`;
  if (o.normalised === "lower" && key !== key.toLowerCase())
    return `the row's keys were lower-cased, so \`${key}\` never matches`;
  if (o.normalised === "upper" && key !== key.toUpperCase())
    return `the row's keys were upper-cased, so \`${key}\` never matches`;
  if (o.normalised) return undefined;
  if (o.tabular)
    return /[A-ZÄÖÜ]/.test(key) || LABEL_LIKE.test(key)
      ? `column \`${key}\` is read in one hard-wired spelling`
      : undefined;
  if (jsonKeys === "off") return undefined;
  if (LABEL_LIKE.test(key)) return `key \`${key}\` is read in one hard-wired spelling`;
  if (jsonKeys === "mixed-case" && /[A-Z]/.test(key) && /[a-z]/.test(key))
    return `key \`${key}\` is read in one hard-wired spelling`;
  return undefined;
}

export const hardwiredKeySpelling: ModelAnalyzer = {
  id: ID,
  needs: "model",
  applies(ctx) {
    return readsUpstream(ctx.model, "keys read from rows of parsed upstream answers");
  },
  run(ctx) {
    const raw = ctx.settings.options.jsonKeys ?? "label-like";
    if (raw !== "label-like" && raw !== "mixed-case" && raw !== "off")
      throw new ConfigError(`rule \`${ID}\`: option \`jsonKeys\` must be label-like, mixed-case or off`);
    const jsonKeys = raw as JsonKeys;
    const findings: Finding[] = [];
    const advice =
      "Normalise the keys once where the answer is parsed (keys only, never values), reject two keys that collide after normalising, and read the normalised spelling.";

    // `r.get("Jahr", r.get("year", ""))`, `row["Jahr"] ?? row.year`: the column read is the first of several spellings
    // the code tries on one row (ADJUDICATION, rule 13: "an alternation of spellings"), worded as such
    const alternations = readsOf(ctx.model, "key-alternatives");
    const triedWith = (read: { location: { file: string; line: number } }, key: string) =>
      alternations.find(
        (a) =>
          a.location.file === read.location.file &&
          a.location.line === read.location.line &&
          a.use.keys.length > 1 &&
          a.use.keys.includes(key),
      );
    // hard-wired reads, and normalised rows read in the other case
    for (const read of readsOf(ctx.model, "key")) {
      const u = read.use;
      if (u.form === "header" || u.write || (u.form === "member" && /^\d+$/.test(u.key))) continue;
      // ADJUDICATION, rule 13: "Not rule 13: the caller's own field names passed through, or keys of a map the code
      // built itself" — a key of a map keyed by values, or a name the server's own request asks for
      if (u.ownKey) continue;
      for (const o of read.origins) {
        if (o.level !== "entry") continue;
        const why = misspelled(u.key, o, jsonKeys);
        if (!why) continue;
        const alt = o.normalised ? undefined : triedWith(read, u.key);
        const f = responseFinding(
          ctx,
          ID,
          read,
          o,
          (tool, link) =>
            alt
              ? `${tool}: \`${short(alt.code)}\` guesses the spelling of one ${o.tabular ? "column" : "key"} of rows of ${link}, trying ${alt.use.keys.map((k) => `\`${k}\``).join(", then ")}. Any spelling it does not list, or two at once with different values, goes unnoticed: a filter or match on the key comes back empty, and a field taken from it is blank in every row, with no error. ${advice}`
              : `${tool}: ${why} on rows of ${link}. When the source changes the spelling or case of its header, every read finds nothing: a filter or match on the key comes back empty, and a field taken from it is blank in every row, with no error. ${advice}`,
          alt ? "one key read in several guessed spellings" : `key \`${u.key}\` read in one spelling`,
        );
        if (f) findings.push(f);
        break;
      }
    }
    // e.egrid ?? e.EGRID; ADJUDICATION, rule 13: "an alternation of spellings" of one key — a fallback from one
    // key to another (`row.get("title", row.get("name"))`, `e.name ?? e.title`) is none
    for (const read of readsOf(ctx.model, "key-alternatives")) {
      const [a, ...rest] = read.use.keys;
      if (a === undefined || !rest.length || rest.some((b) => !sameKey(a, b))) continue;
      const f = responseFinding(
        ctx,
        ID,
        read,
        read.origins[0],
        (tool, link) =>
          `${tool}: \`${short(read.code)}\` guesses the spelling of one key of ${link}. Any spelling it does not list, or two at once with different values, goes unnoticed. ${advice}`,
        "one key read in several guessed spellings",
      );
      if (f) findings.push(f);
    }
    // key normalisation without a collision check
    for (const read of readsOf(ctx.model, "key-normalisation")) {
      if (read.use.collisionCheck) continue;
      const f = responseFinding(
        ctx,
        ID,
        read,
        read.origins[0],
        (tool, link) =>
          `${tool}: the keys of rows of ${link} are normalised here without a collision check. If the source sends two headers that differ only in case (\`Anzahl\` and \`anzahl\`), one silently overwrites the other. Throw when two keys collide after normalising.`,
        "keys normalised without a collision check",
      );
      if (f) findings.push(f);
    }
    return onePerLine(findings);
  },
};
