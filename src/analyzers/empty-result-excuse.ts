/**
 * Rule 4 — text the model reads explains away an empty result.
 *
 * A sentence is flagged when it is about an empty outcome and hedges an interpretation of it. A
 * sentence about an empty outcome that gives an instruction instead is the look-alike that passes.
 */
import type { ModelText, SourceLocation, ToolModel } from "../model/types.js";
import { EMPTY_OUTCOME, EMPTY_SUBJECT, FAILURE_WORDING, givesInstruction } from "../model/wording.js";
import type { Finding, ModelAnalyzer } from "./types.js";

const ID = "empty-result-excuse";

const HEDGE =
  /\b(usually|often|typically|generally|most likely|likely|probably|presumably|may (mean|indicate|suggest|be)|might (mean|indicate|suggest|be)|could (mean|indicate)|suggests|indicates|in most cases|most of the time|bedeutet (meist|meistens|oft|häufig|wohl)|meistens|meist|wahrscheinlich|vermutlich|deutet\b.*\bhin|oft|häufig)\b/i;

/** Splits text into sentences, keeping each sentence's offset in the text. */
function sentences(text: string): { s: string; offset: number }[] {
  const out: { s: string; offset: number }[] = [];
  const re = /[^.!?\n]+(?:[.!?]+(?=\s|$)|\n|$)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].trim()) out.push({ s: m[0], offset: m.index });
    if (m[0].length === 0) re.lastIndex++;
  }
  return out;
}

/** A modal or hedge that makes what follows a guess (English and German). */
const MODAL =
  /\b(may|might|could|perhaps|maybe|possibly|probably|likely|usually|often|typically|generally|presumably|vermutlich|wahrscheinlich|meist(ens)?|möglicherweise|eventuell|vielleicht|dürfte|könnte)\b/i;

/**
 * A modal said of the source, not of the caller: "the bill may not have reached a vote", "votes may be in a
 * different format", "könnte noch nicht erfasst sein". Right after an empty outcome such a sentence offers a
 * cause nobody measured (rule 4: "probably", "evtl." interpret the empty result); "you may use …" instructs, and
 * "could not be retrieved" states the failure.
 */
const EPISTEMIC =
  /\b(may|might)( not| never)? (have|be|exist|contain|yet)\b|\bcould (have|be|exist|contain|not have)\b|\b(dürfte|könnte|könnten|dürften)( noch)?( nicht| kein\w*)?\b/i;
const ADDRESSES_CALLER = /\b(you|your|Sie|du)\s+(may|might|could|können|könnten|dürfen)\b/i;
function guessesAboutSource(s: string): boolean {
  return EPISTEMIC.test(s) && !ADDRESSES_CALLER.test(s) && !givesInstruction(s);
}

/** Words that attach a cause to an outcome. */
const CAUSE =
  /\b(because|due to|caused by|is caused|means|meaning|indicates?|suggests? that|the reason|as a result of|owing to|since (the|it|this|your)|weil|bedeutet|liegt (wohl |wahrscheinlich |vermutlich |meist )?(daran|an)|aufgrund|wegen|deutet\b.*\bhin)\b/i;

/** A state offered as the reason (without a cause word): "the plan does not support it", "the query may be unclear". */
const CAUSE_STATE =
  /\b(does(n't| not) (exist|support|have|contain)|do(n't| not) (exist|support|have)|not exist|requires? (authentication|authori[sz]ation|permissions?|access|a login|an? (api )?(key|token))|(is|are|be) (not )?(unclear|invalid|misspelled|wrong|incorrect|unsupported|unavailable|private|restricted|outdated|too (narrow|specific|broad|long|short))|not (indexed|supported|available|accessible)|nicht (erfasst|vorhanden|verfügbar|unterstützt|indexiert)|falsch|ungültig)\b/i;

/**
 * The two readings a lookup's "not found" always has, the two the rule's guiding question names ("ob es
 * nichts gibt oder ob ich falsch gefragt habe"): the identifier was asked wrongly, or the thing is not
 * there. A sentence that offers only these (and no cause word) restates the outcome and picks neither; a
 * sentence that adds what happened in the source (withdrawn, retired, outdated, being rebuilt) asserts a
 * cause nobody measured and is flagged.
 */
const RESTATED_STATE =
  /\b((does(n't| not)|(may|might|could) not) exist|(is|are|be|was|were) (not )?(incorrect|invalid|wrong|misspelled|mistyped)((,? or|,) (incorrect|invalid|wrong|misspelled|mistyped))*)\b/gi;
/** What happened to the thing in the source: a cause beyond the two readings, nobody measured it. */
const SOURCE_EVENT =
  /\b(retired|withdrawn|unpublished|retracted|deleted|removed|merged|archived|outdated|expired|moved|renamed|private|restricted|rebuilt|not (yet )?(indexed|published|imported))\b/i;
const IDENTIFIER_WORD = /\b(id|ids|identifiers?|slugs?|keys?|number|name|path|url|uuid)\b/i;
/** An identifier named by its acronym: PMIDs, PMCID, UUIDs, DOIs (case-sensitive). */
const IDENTIFIER_ACRONYM = /\b[A-Z]{1,6}(ID|Id)s?\b|\b(DOI|ISBN|ISSN|URI|URL|SKU)s?\b/;
/** A sentence that opens by pointing back at what the sentence before named ("They may be invalid"). */
const BACK_REFERENCE = /^\s*(they|these|those|it|this|the (ids?|identifiers?))\b/i;

function namesIdentifier(s: string): boolean {
  return IDENTIFIER_WORD.test(s) || IDENTIFIER_ACRONYM.test(s);
}

/**
 * A hedged sentence whose only reasons are "the identifier may be wrong" and "it does not exist": the
 * two readings of a lookup by identifier that found nothing.
 * The identifier may be named in the sentence before, when this one points back at it ("They …").
 */
function restatesNotFound(s: string, previous = ""): boolean {
  const named = namesIdentifier(s) || (BACK_REFERENCE.test(s) && namesIdentifier(previous));
  if (CAUSE.test(s) || !named) return false;
  RESTATED_STATE.lastIndex = 0;
  if (!RESTATED_STATE.test(s)) return false;
  const rest = s.replace(RESTATED_STATE, " ");
  return !CAUSE_STATE.test(rest) && !SOURCE_EVENT.test(rest);
}

/**
 * "Usually empty outside active promotion", "meist leer": a sentence that says when the result is empty
 * interprets every empty result the model will see, the habit standing in for a cause.
 */
const HABITUAL_EMPTY =
  /\b(usually|often|typically|generally|mostly|frequently|normally|commonly|meist(ens)?|oft|häufig|normalerweise|in der Regel)\s+(be\s+|sind\s+|ist\s+)?(empty|leer)\b/i;

/**
 * "``role_name`` und ``group`` sind häufig leer", "the `email` field is often empty": the habit is said of
 * fields inside the records, not of the result. Rule 4 reads a text "der … ein leeres Resultat deutet"; a
 * note on how full a record's fields are explains no empty result. Read from the words before the habit:
 * code-quoted names or field words, and no word for the result itself.
 */
const FIELD_WORDS =
  /`[\w.$-]+`|\b(fields?|columns?|attributes?|propert(y|ies)|values?|Feld(er)?|Spalten?|Attribut(e)?|Eigenschaft(en)?|Werte?)\b/iu;
const RESULT_WORDS =
  /\b(results?|responses?|answers?|lists?|hits?|matches|output|Resultat(e)?|Ergebnis(se)?|Antwort(en)?|Listen?|Treffer|Ausgabe)\b/iu;
function habitualEmpty(s: string): boolean {
  const m = HABITUAL_EMPTY.exec(s);
  if (!m) return false;
  const before = s.slice(0, m.index);
  return !(FIELD_WORDS.test(before) && !RESULT_WORDS.test(before));
}

/**
 * A claim about how the source's items usually are, offered where a result came back empty: "Few trials
 * enroll this age group", "Many studies do not accept healthy volunteers", "Die meisten Gemeinden melden
 * keine …". A quantifier over the source's items at the head of the sentence states a tendency nobody
 * measured for this request: the habit stands in for a cause, as "usually" does.
 */
const GENERALISATION =
  /^\s*(few|many|most|not many|only a few|hardly any|relatively few|very few|wenige|viele|die meisten|nur wenige|kaum)\s+(of (the|these) )?[\p{L}-]+(\s+[\p{L}-]+)?\s+(do(es)?n't|do(es)? not|are(n't| not)|rarely|seldom|only|enroll|accept|include|contain|report|have|list|carry|publish|support|match|use|cover|haben|enthalten|melden|nehmen|führen|sind)\b/iu;

/**
 * Alternatives of a cause offered as the explanation: "It's either being indexed or the query did not
 * match", "entweder noch nicht indexiert oder …". The sentence picks no cause, but each alternative is a
 * claim about the source nobody checked; the two readings of a lookup's "not found" alone pass.
 */
const EITHER_OR = /\b(either|entweder)\b[^.!?\n]*\b(or|oder)\b/i;

/** A state of the source in progress, offered as the reason: "being indexed", "still processing", "wird noch indexiert". */
const SOURCE_IN_PROGRESS =
  /\b(being (indexed|processed|built|rebuilt|updated|synced|crawled|generated|imported|ingested)|still (indexing|processing|building|syncing|loading)|(wird|werden) (noch |gerade )?(indexiert|verarbeitet|aufgebaut|aktualisiert|importiert))\b/i;

/** A sentence that opens with what to do ("Either widen the dates or …"): an instruction, not a cause. */
const INSTRUCTS_FIRST =
  /^\s*(either\s+)?(try|use|widen|broaden|remove|add|check|search|pass|set|call|run|specify|provide|verwende|versuche|prüfe|entferne|erweitere)\b/i;

/** A sentence about an empty outcome, in any wording. */
function emptyOutcome(s: string): boolean {
  return EMPTY_SUBJECT.test(s) || EMPTY_OUTCOME.test(s) || habitualEmpty(s);
}

/**
 * The first sentence that explains an empty outcome away. Read as a small grammar over sentences:
 * a sentence about an empty outcome, or the sentence right after one, that asserts a likely cause —
 * a hedge or modal attached to a cause word or to a state given as the reason. A sentence that only
 * instructs (what to try next) asserts no cause and passes, and so does one that only restates a
 * lookup's "not found" (the identifier may be wrong, or the thing does not exist).
 */
export function excuseSentence(
  text: string,
  /** The text is read right after the result said it was empty (a note the same empty branch adds). */
  followsEmpty = false,
): { sentence: string; offset: number } | undefined {
  let afterEmpty = followsEmpty;
  let previous = "";
  // once the text has said the exchange failed ("Fehler: Server-Fehler (HTTP 503)."), an unavailability that
  // follows ("Die API ist möglicherweise vorübergehend nicht verfügbar.") explains the failure, not an empty
  // result: rule 4 reads texts that interpret an *empty* result. Only a sentence naming an empty result
  // itself ("no results", "keine Treffer") still opens one.
  let failed = false;
  for (const { s, offset } of sentences(text)) {
    const empty = failed ? EMPTY_SUBJECT.test(s) : emptyOutcome(s);
    if (!empty && FAILURE_WORDING.test(s)) failed = true;
    const hedged = (MODAL.test(s) && (CAUSE.test(s) || CAUSE_STATE.test(s))) || guessesAboutSource(s);
    const guessed =
      GENERALISATION.test(s) ||
      SOURCE_IN_PROGRESS.test(s) ||
      (EITHER_OR.test(s) && (CAUSE_STATE.test(s) || SOURCE_EVENT.test(s)) && !INSTRUCTS_FIRST.test(s));
    const excuse = (empty && HEDGE.test(s)) || ((empty || afterEmpty) && (hedged || guessed)) || habitualEmpty(s);
    if (excuse && !restatesNotFound(s, previous)) return { sentence: s.trim(), offset };
    // a note that opens by saying the exchange failed is about that failure, not about the empty result above it
    afterEmpty = empty || (followsEmpty && !failed);
    previous = s;
  }
  return undefined;
}

/** Result texts that say the result is empty, by tool and file: where they start, and the conditional arm they stand in. */
function emptyNotes(texts: readonly ModelText[]): Map<string, { line: number; branch?: SourceLocation }[]> {
  const out = new Map<string, { line: number; branch?: SourceLocation }[]>();
  for (const t of texts) {
    if (t.kind !== "result-text" || !sentences(t.text).some(({ s }) => emptyOutcome(s))) continue;
    const k = `${t.tool}|${t.location.file}`;
    out.set(k, [...(out.get(k) ?? []), { line: t.location.line, ...(t.branch ? { branch: t.branch } : {}) }]);
  }
  return out;
}

/** Whether `at` lies inside the region `r` of the same file. */
function within(at: SourceLocation, r: SourceLocation): boolean {
  return (
    at.file === r.file &&
    (at.line > r.line || (at.line === r.line && at.column >= r.column)) &&
    (at.line < r.endLine || (at.line === r.endLine && at.column <= r.endColumn))
  );
}

/**
 * A note of its own that the same branch adds after saying the result is empty (`notes.push("No studies
 * found …")`, then `notes.push("Few trials enroll …")`): a result text of the same tool, in the same file, a
 * few lines below one that says so, on the empty note's own path. Rule 4 reads a text "der … ein leeres
 * Resultat deutet": a note outside the conditional arm the empty note stands in is added on other paths too
 * (`else if (scanned === 0) { "No data consumed" }` then `if (response.sampled) warnings.push("Results may
 * be approximate")`, a flag the upstream sets on answers with rows), so it states a fact of an answer with
 * data, not an interpretation of the empty one.
 */
function followsEmptyNote(
  t: ModelText,
  emptyAt: Map<string, { line: number; branch?: SourceLocation }[]>,
  tool: ToolModel | undefined,
): boolean {
  const notes = emptyAt.get(`${t.tool}|${t.location.file}`) ?? [];
  // a note the tool returns (or throws) where it stands ends that path: a text below it is on another path, one
  // the empty outcome does not reach (`if (!user.IsActive) return "… may not be generated …"` after the lookup's
  // own "No user found" return): it interprets no empty result
  const exits = [...(tool?.returnPaths ?? []), ...(tool?.failureReturns ?? [])]
    .map((p) => p.location)
    .filter((l) => l.file === t.location.file && l.endLine < t.location.line);
  return notes.some(
    ({ line: l, branch }) =>
      t.location.line > l &&
      t.location.line - l <= NOTE_SPAN &&
      !exits.some((x) => x.line <= l && l <= x.endLine) &&
      (!branch || within(t.location, branch)),
  );
}

/** How far below an empty-result note a note of the same branch may stand (lines). */
const NOTE_SPAN = 40;

const WHERE: Record<ModelText["kind"], string> = {
  "tool-description": "description",
  "parameter-description": "description of argument",
  "result-text": "result text",
};

/** Where the sentence starting at `offset` stands: its literal part, then its line inside a multi-line literal. */
function sentenceLocation(t: ModelText, offset: number): SourceLocation {
  let base = t.location;
  let start = 0;
  for (const seg of t.segments ?? []) {
    if (seg.offset <= offset) {
      base = seg.location;
      start = seg.offset;
    }
  }
  const extraLines = (t.text.slice(start, offset).match(/\n/g) ?? []).length;
  return extraLines && base.line + extraLines <= base.endLine
    ? { ...base, line: base.line + extraLines, column: 1 }
    : base;
}

export const emptyResultExcuse: ModelAnalyzer = {
  id: ID,
  needs: "model",
  applies(ctx) {
    if (!ctx.model.tools.length) return { applies: false, reason: "no tools" };
    return { applies: true, reason: "tool descriptions, parameter descriptions and handler result text" };
  },
  run(ctx) {
    const tools = new Map(ctx.model.tools.map((t) => [t.id, t]));
    const findings: Finding[] = [];
    const seen = new Set<string>();
    // tools that share a helper (a generated dispatch of N tools in one handler) hold the same text N times: read each once
    const read = new Map<string, ReturnType<typeof excuseSentence>>();
    const emptyAt = emptyNotes(ctx.model.texts);
    for (const t of ctx.model.texts) {
      // a thrown error's message is read by the model too (ADJUDICATION.md, rule 4: "A hedged cause in a
      // thrown error's message is still read by the model: true"), so it is no exemption
      const follows = t.kind === "result-text" && followsEmptyNote(t, emptyAt, tools.get(t.tool));
      const k = `${follows ? "1" : "0"}${t.text}`;
      if (!read.has(k)) read.set(k, excuseSentence(t.text, follows));
      const hit = read.get(k);
      if (!hit) continue;
      const location = sentenceLocation(
        t,
        hit.offset + (t.text.slice(hit.offset).length - t.text.slice(hit.offset).trimStart().length),
      );
      const key = `${location.file}:${location.line}:${location.column}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const tool = tools.get(t.tool);
      const where =
        t.kind === "parameter-description"
          ? `${WHERE[t.kind]} '${t.param}'`
          : t.thrown
            ? "error message it throws"
            : WHERE[t.kind];
      const sentence = hit.sentence.length > 120 ? `${hit.sentence.slice(0, 117)}…` : hit.sentence;
      findings.push({
        ruleId: ID,
        message: `Tool '${tool?.name ?? t.tool}': the ${where} explains an empty result ("${sentence}"). The model will repeat that explanation as fact; ${
          givesInstruction(t.text.replace(hit.sentence, " "))
            ? "the next step the text already gives is enough, so drop the guess."
            : "tell it what to try next instead."
        }`,
        location,
        tool: t.tool,
        ...(t.param ? { param: t.param } : {}),
        ...(tool && t.kind === "result-text"
          ? { relatedLocations: [{ id: 1, location: tool.location, message: `tool '${tool.name}' registered here` }] }
          : {}),
      });
    }
    return findings;
  },
};
