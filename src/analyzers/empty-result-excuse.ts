/**
 * Rule 4 — text the model reads explains away an empty result.
 *
 * A sentence is flagged when it is about an empty outcome and hedges an interpretation of it. A
 * sentence about an empty outcome that gives an instruction instead is the look-alike that passes.
 */
import type { ModelText, SourceLocation } from "../model/types.js";
import { EMPTY_SUBJECT } from "../model/wording.js";
import type { ModelAnalyzer, Finding } from "./types.js";

const ID = "empty-result-excuse";

const HEDGE =
  /\b(usually|often|typically|generally|most likely|likely|probably|presumably|may (mean|indicate|suggest|be)|might (mean|indicate|suggest|be)|could (mean|indicate)|suggests?|indicates?|in most cases|most of the time|bedeutet (meist|meistens|oft|häufig|wohl)|meistens|meist|wahrscheinlich|vermutlich|deutet\b.*\bhin|oft|häufig)\b/i;

/** Splits text into sentences, keeping each sentence's offset in the text. */
function sentences(text: string): { s: string; offset: number }[] {
  const out: { s: string; offset: number }[] = [];
  const re = /[^.!?\n]+(?:[.!?]+(?=\s|$)|\n|$)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    if (m[0].trim()) out.push({ s: m[0], offset: m.index });
    if (m[0].length === 0) re.lastIndex++;
  }
  return out;
}

export function excuseSentence(text: string): { sentence: string; offset: number } | undefined {
  for (const { s, offset } of sentences(text)) {
    const subj = EMPTY_SUBJECT.exec(s);
    const hedge = HEDGE.exec(s);
    if (subj && hedge) return { sentence: s.trim(), offset };
  }
  return undefined;
}

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
  return extraLines && base.line + extraLines <= base.endLine ? { ...base, line: base.line + extraLines, column: 1 } : base;
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
    for (const t of ctx.model.texts) {
      const hit = excuseSentence(t.text);
      if (!hit) continue;
      const location = sentenceLocation(t, hit.offset + (t.text.slice(hit.offset).length - t.text.slice(hit.offset).trimStart().length));
      const key = `${location.file}:${location.line}:${location.column}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const tool = tools.get(t.tool);
      const where = t.kind === "parameter-description" ? `${WHERE[t.kind]} '${t.param}'` : WHERE[t.kind];
      const sentence = hit.sentence.length > 120 ? `${hit.sentence.slice(0, 117)}…` : hit.sentence;
      findings.push({
        ruleId: ID,
        message: `Tool '${tool?.name ?? t.tool}': the ${where} explains an empty result ("${sentence}"). The model will repeat that explanation as fact; tell it what to try next instead.`,
        location,
        tool: t.tool,
        ...(t.param ? { param: t.param } : {}),
        ...(tool && t.kind === "result-text" ? { relatedLocations: [{ id: 1, location: tool.location, message: `tool '${tool.name}' registered here` }] } : {}),
      });
    }
    return findings;
  },
};
