/**
 * Natural-language and naming patterns shared by the front end and the analyzers: what text about
 * an empty outcome looks like, what an instruction looks like, and which result fields carry a next
 * step, a request echo or a credential. English and German, camelCase and snake_case.
 */
import type { TextSegment } from "./types.js";

/** A text as a regular expression that matches it literally (a key, a name, a package, a path root). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Text about an empty outcome ("no results", "nothing found", "keine Treffer"). Rule 4 reads the same sentences. */
export const EMPTY_SUBJECT =
  /\b(empty (result|response|list|answer|set|array)s?|an empty\b|no (search |matching |such )?(results?|matches|hits|entries|records|items|data|documents|terms?)\b|nothing (is |was )?(found|matched|returned)|no [\w-]+( [\w-]+){0,2} (was |were )?found|zero (results|hits|matches)|not found|returns? nothing|finds? nothing|leere?[nrs]? (Ergebnis|Antwort|Liste|Treffermenge|Menge)|leeres?\b|keine?n? (Treffer|Ergebnisse?|Einträge|Resultate)|keine?[nmrs]? [^.!?\n]{1,60}?\b(gefunden|vorhanden|verfügbar)\b|ohne (Treffer|Ergebnis)|nichts gefunden|nicht gefunden|without (results|matches|hits))/i;

/**
 * A sentence saying an outcome was empty or could not be had, in other words than EMPTY_SUBJECT:
 * "no location data was returned", "could not deduce the schema", "does not exist or is empty".
 */
export const EMPTY_OUTCOME =
  /\b(no [\w-]+( [\w-]+)? (was |were )?(returned|available|matched)|(could|can)( not|not|n't) (be )?(deduce|determine|find|locate|retrieve|resolve|identify|match)\w*|does(n't| not) exist|(is|was|are|were) empty|nothing (to show|came back)|(wurden?|wird) nicht gefunden|konnte nicht (ermittelt|gefunden|bestimmt|abgerufen|geladen) werden|existiert nicht|ist leer|(aktuell |derzeit |momentan |zurzeit )?nicht (verfügbar|abrufbar|erreichbar))\b/i;

/** An instruction the model can act on: a verb that tells it what to do next (not the tail of a compound: "roll-call vote"). */
export const INSTRUCTION =
  /\b(?<!-)(try|retry|re-run|rerun|use|call|check|widen|broaden|remove|drop|add|append|run|pass|set|include|omit|specify|provide|shorten|adjust|lower|raise|increase|decrease|reduce|search (again|with|for|in)|look up|verify (the|that|your)|confirm (the|that|your)|double-check|correct (the|your)|versuche?n?|wiederhole|verwende|nutze|prüfe|entferne|erweitere|ergänze|gib|rufe|bitte\b[^.!?\n]{0,80}\b(verwenden|nutzen|prüfen|überprüfen|versuchen|aufrufen|angeben|wählen|entfernen|erweitern|ergänzen|eingeben|anpassen|ändern|erhöhen|verringern)|(verwenden|nutzen|prüfen|versuchen|wählen|entfernen|erweitern|erhöhen) Sie)\b/i;

/** Instructions that name no concrete step ("try a different query", "please try again"): not a next step. */
export const VAGUE_INSTRUCTION =
  /\b(please )?(try (a |another |some )?(different|other|new|another|broader)( [\w-]+){1,2}|try again( later)?|refine (your|the) (search|query)|try rephrasing( your (query|search))?|try (being )?(more|less) specific|(use|using) (different|other|more specific|broader) (terms|keywords|words|search terms)|(try )?(adjust|adjusting|changing|modifying|refining) (your|the) (search|query|filters?|keywords|terms)( (criteria|terms|parameters))?( or (the )?[\w-]+( range)?)?|versuchen Sie (es )?(eine andere Suche|erneut|es später))\b/gi;

/** True when the text tells the model a concrete next step. */
export function givesInstruction(text: string): boolean {
  return INSTRUCTION.test(text.replace(VAGUE_INSTRUCTION, ""));
}

/**
 * A text that names an argument (of this tool or another) together with a concrete value for it: `days=90`,
 * `limit: 100`, "`days` erhöhen, z.B. `days=90`", "set `page_size` to 50". It tells the model what to change
 * in the next call, whatever language the rest is in (rule 3: a concrete next step). The value must be
 * written out: `days=…` where the request's own value is put in is an echo of what went out, not a step.
 */
export function namesArgumentStep(text: string, args: readonly string[]): boolean {
  const names = [...new Set(args.map((a) => a.split(".").pop() ?? a))].filter((n) => /^[A-Za-z_][\w-]+$/.test(n));
  if (!names.length) return false;
  const alt = names.map(escapeRegExp).join("|");
  // `days=90`, `days = "2024"`: the argument with a value written out (not a placeholder "…"); a JSON key
  // (`"days": 30`) is the shape of an echo, and `?limit=50` a link's query string, neither a step
  const value = `(?=["'\\[{\\w-])(?!(None|null|undefined)\\b)`;
  if (new RegExp(`(^|[^\\w.\\-?&/])(${alt})\\s*=\\s*${value}`).test(text)) return true;
  // an argument in code quotes and a number in the same sentence ("setze `limit` auf 100")
  for (const s of text.split(/(?<=[.!?])\s+|\n+/)) {
    if (new RegExp(`\`(${alt})\``).test(s) && /(^|[^\w.…])\d+([^\w…]|$)/.test(s)) return true;
  }
  return false;
}

/** Result fields that carry a next step. */
export const NEXT_STEP_FIELD =
  /^(hint|hints|next_?steps?|nextSteps?|suggestions?|did_?you_?mean|didYouMean|tips?|guidance|advice|retry_?with|retryWith)$/i;

/** Result fields that echo the request that went out. */
export const ECHO_FIELD =
  /^(request|request_?echo|requestEcho|effective_?request|effectiveRequest|echo|query|searched|searched_?for|searchedFor|sent|params|parameters|search_?params|searchParams)$/i;

/** Values that hold the request as it was run (`executedSearch`, `effectiveRequest`): written into a result, they echo it. */
export const ECHO_VALUE =
  /^(executed|effective|resolved|actual|sent)([A-Z_]\w*)?$|^(request_?echo|requestEcho|executed_?request)$/i;

/** Names of credentials: a key, token, password, or the headers that carry them. */
export const CREDENTIAL_NAME =
  /^(api_?key|apikey|x-api-key|access_?token|auth_?token|bearer(_?token)?|token|secret|client_?secret|password|passwd|authorization|auth|credentials?|headers)$/i;
/** Environment variable names that hold credentials. */
export const CREDENTIAL_ENV = /(API_?KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL)/;

/** Lower-cased, without `_` and `-`: `classification_ids` and `classificationIds` compare equal. */
export function normName(name: string): string {
  return name.replace(/[_-]/g, "").toLowerCase();
}

/** The text of segments, each value shown as `placeholder` ("…" by default), for matching and messages. */
export function plainText(segments: readonly TextSegment[], placeholder = "…"): string {
  return segments.map((s) => ("literal" in s ? s.literal : placeholder)).join("");
}

/** True when a text has a value put into it (not one constant). */
export function hasValues(segments: readonly TextSegment[]): boolean {
  return segments.some((s) => "value" in s);
}

/** Arguments that shape how a result is shown, not which data it holds: no echo is owed for them. */
export const PRESENTATION_PARAM =
  /^(format|output_?format|response_?format|result_?format|pretty|verbose|verbosity|detail|details|result_?detail|lang_?ui|include_?explanation|includeExplanation|raw|markdown)$/i;

/** A text read with `${…}` for each value put into it, as the model's segments (every front end writes it so). */
export function segmentsOf(value: string): TextSegment[] {
  const out: TextSegment[] = [];
  value.split("${…}").forEach((lit, i) => {
    if (i > 0) out.push({ value: "…" });
    if (lit) out.push({ literal: lit });
  });
  return out;
}

/**
 * Methods that attach a notice or hint to the result being built (`ctx.enrich.notice(…)`,
 * `ctx.hint(…)`): called on the handler's context before an empty return, their text reaches the caller.
 */
export const NOTICE_METHOD =
  /^(notice|addNotice|setNotice|hint|addHint|setHint|nextStep|setNextStep|addNextStep|suggest|addSuggestion)$/i;

/**
 * Words of a tool name that say its result is text it produces (a query written from a question, a
 * translation), not records read from a source: `query-generate-hogql-from-question`, `translate_text`.
 * Not `draft` (`list_draft_notes` reads records) nor `convert` (`convert_ids` looks records up).
 */
export const GENERATION_WORD = /^(generate|generates|translate|compose|summari[sz]e|rewrite|paraphrase)$/i;

/** The words of a tool name, split at `-`, `_`, `.`, spaces and camelCase humps, lower-cased. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[-_.\s/]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

/**
 * A text that says the exchange failed, in English or German ("Error: …", "Failed to …", "the upstream
 * source is currently unavailable", "Fehler beim Abruf", "Dienst nicht erreichbar"): a failure stated in
 * words, not an answer that holds nothing.
 */
export const FAILURE_WORDING =
  /\b(error|errors|failed|failure|fail(s|ed)? to|unable to|could not|couldn't|cannot|denied|unauthori[sz]ed|forbidden|timed? ?out|(currently|temporarily) unavailable|unreachable|fehler|fehlgeschlagen|nicht erreichbar|(derzeit|momentan|aktuell|vorübergehend) nicht verfügbar|konnte nicht|zeitüberschreitung)\b/i;

/**
 * A field of a returned record that states why its data is missing (`unavailable_reason`,
 * `failure_reason`, `not_collected`): an empty value beside it is a marked state of one part of the
 * record, not "nothing found"; so is a `note` or an `error` beside it that the model reads
 * (ADJUDICATION, rule 3, names both `unavailable_reason` and `error`: "a result that states the failure
 * in a field the model reads … beside the empty value" is not rule 3).
 */
export const FAILURE_FIELD =
  /^(unavailable|unavailable_?reason|unavailableReason|failure_?reason|failureReason|missing_?reason|missingReason|not_?collected|notCollected|note|error)$/i;

/** Code quoted in a message, cut to `n` characters and marked where it was cut: a quoted `(a or b` would read as the code itself. */
export function clipped(code: string, n: number): string {
  const t = code.replace(/\s+/g, " ");
  return t.length > n ? `${t.slice(0, n - 1)}…` : t;
}
