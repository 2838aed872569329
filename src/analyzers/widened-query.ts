/**
 * Rule 10 — on an empty result the server widens the query itself.
 *
 * Reads the flows of the caller's search term: a `derived` flow is the term cut down on the way
 * (`slice`, `substring`, `split`, a variants helper) and sent upstream; an `emptyPath` flow is an
 * upstream call that runs only when an earlier result was empty. Flagged: a cut-down term sent on
 * the empty-result path or in a loop over shortened forms; and the term sent to a second upstream
 * call on the empty-result path (retry, suggestion lookup in the source's vocabulary); and
 * suggestions offered from the answer of an upstream call the term was not sent to (the source's
 * vocabulary, popular terms). A one-off parse of the term (`term.split(":")`) sent once is not.
 * Reads only the model: `ParamFlow.derived` / `emptyPath` and `ServerModel.suggestionSources`, which
 * both front ends fill.
 */
import type { ParamFlow, ServerModel, ToolModel, ToolParameter } from "../model/types.js";
import { classifyParam, PAGE_KEY } from "../model/vocabulary.js";
import { PRESENTATION_PARAM } from "../model/wording.js";
import { firstAt, flowFinding } from "./flow-finding.js";
import type { Finding, ModelAnalyzer } from "./types.js";

const ID = "widened-query";
/** Names of arguments that carry a term to look up (`place_name`, `search_text`), by their last segment. */
const TERM_LIKE = /(name|title|label|designation|word|phrase|search_?text)s?$/i;

/** A description that says the argument is a name to match ("Company name: 'Acme Bank'", "Name of the place"). */
const NAMES_A_NAME = /^\s*(\w+[ -])?(names?|title|Name|Bezeichnung)\b|\bname (of|to|or)\b/i;

function isTerm(p: ToolParameter): boolean {
  return (
    p.type !== "number" &&
    p.type !== "integer" &&
    p.type !== "boolean" &&
    (classifyParam(p, [], []) === "free-text" ||
      TERM_LIKE.test(p.name.split(".").pop() ?? p.name) ||
      NAMES_A_NAME.test(p.description ?? ""))
  );
}

/** A wildcard or fuzzy marker put next to the term in a template (`${term}*`, `%${q}%`, f"{term}~"). */
const MARKED = /[*%~]\$?\{[^}]*\}|\$?\{[^}]*\}[*%~]/;
/** A lookup in the source's vocabulary rather than a search (`suggest(name)`, `/autocomplete`). */
const VOCABULARY_CALL = /suggest|autocomplete|vocabular|spell|did_?you_?mean|similar|related_?terms|tag_?list/i;

/** The request keys a flow's steps put the argument under: `p.k = arg`, `p["k"] = arg`, `k: arg`, `k=arg`, `?k=${arg}`. */
function keysOf(flow: ParamFlow, name: string): Set<string> {
  const last = name.split(".").pop()!.replace(/[$]/g, "\\$");
  const arg = `[^,;)}]*\\b${last}\\b`;
  const res = [
    new RegExp(`\\.([\\w$]+)\\s*=(?!=)${arg}`),
    new RegExp(`\\[\\s*["'\`]([\\w$-]+)["'\`]\\s*\\]\\s*=(?!=)${arg}`),
    new RegExp(`["'\`]?([\\w$-]+)["'\`]?\\s*:${arg}`),
    new RegExp(`[?&]([\\w$-]+)=\\$?\\{${arg}`),
    new RegExp(`\\b([\\w]+)=${arg}`),
  ];
  const out = new Set<string>();
  for (const s of flow.steps) {
    const text = s.location.snippet ?? "";
    for (const re of res) {
      const m = re.exec(text);
      if (m && m[1] !== last) out.add(m[1]!);
    }
  }
  return out;
}

/**
 * The term sent again on the empty path counts as widening when it goes out changed: with a wildcard or
 * fuzzy marker, under another request key than on the first query (an exact filter retried as full text),
 * or to a lookup of the source's vocabulary. The unchanged term asked of a second index of the same items
 * is the caller's own query, sent again: "Keine Meldung … einem Begriff zuzuschreiben, den der Aufrufer nicht
 * gewählt hat" does not apply to it.
 */
function sentChanged(flow: ParamFlow, flows: ParamFlow[], name: string): boolean {
  // a write under the empty test itself (`if (total === 0 && …) retry.search_term = opts.company`) is on that path too
  const onPath = (f: ParamFlow) =>
    f === flow ||
    (!!f.guard && f.guard.condition === flow.emptyPath?.condition && f.upstreamCall === flow.upstreamCall);
  const firstFlows = flows.filter((f) => !f.emptyPath && !onPath(f));
  // a marker the first query already puts on the term (`*${names}*` on both registries) is the caller's
  // query sent again, not a widening of it: only a marker the first query lacks changes the term
  const firstMarkers = new Set(firstFlows.flatMap((f) => markersIn(snippetsOf(f))));
  if (markersIn(snippetsOf(flow)).some((m) => !firstMarkers.has(m))) return true;
  if (VOCABULARY_CALL.test(flow.emptyPath?.location.snippet ?? "")) return true;
  if (widenedComparison(flow, name)) return true;
  const first = new Set(firstFlows.flatMap((f) => [...keysOf(f, name)]));
  return flows.filter(onPath).some((f) => [...keysOf(f, name)].some((k) => !first.has(k)));
}

/** A comparison of the term a request text makes: `Username = '${args.username}'`, `Name LIKE '%${q}%'`. */
interface Comparison {
  text: string;
  /** A pattern comparison or a wildcard/fuzzy marker next to the term. */
  wide: boolean;
}

const PATTERN_OP =
  /\b(LIKE|ILIKE|CONTAINS|MATCHES|REGEXP|RLIKE|SIMILAR\s+TO|STARTSWITH|ENDSWITH)\s*\(?\s*['"`]?\s*$|=~\s*['"`]?\s*$/i;

function comparisonsIn(text: string, name: string): Comparison[] {
  const last = name.split(".").pop()!.replace(/[$]/g, "\\$");
  const re = new RegExp(
    `([\\w.\\[\\]]+\\s*(?:[!=<>]=?|\\b[A-Za-z]+(?:\\s+TO)?\\b)?\\s*\\(?\\s*['"\`]?[%*]?)\\$\\{[^}]*\\b${last}\\b[^}]*\\}([%*~]?['"\`]?)`,
    "g",
  );
  return [...text.matchAll(re)].map((m) => ({
    text: m[0].trim(),
    wide:
      PATTERN_OP.test(m[1]!.replace(/[%*]$/, "")) || /[%*]$/.test(m[1]!.replace(/['"`]$/, "")) || /^[%*~]/.test(m[2]!),
  }));
}

/**
 * The request sent on the empty path compares the term more widely than a first query whose answer the
 * empty test reads: a pattern operator (`LIKE`, `CONTAINS`) or a wildcard where that query compared it
 * exactly (`Username = '${u}'` → `Name LIKE '%${u}%' OR Username LIKE '%${u}%'`). Read from the request
 * texts the front end keeps on `emptyPath`; a first query that already matched as widely is not counted.
 */
function widenedComparison(flow: ParamFlow, name: string): { from: string; to: string } | undefined {
  const e = flow.emptyPath;
  if (!e?.sent || !e.answeredSent?.length) return undefined;
  const all = comparisonsIn(e.sent, name);
  if (!all.some((c) => c.wide)) return undefined;
  for (const first of e.answeredSent) {
    if (first === e.sent) continue;
    const before = comparisonsIn(first, name);
    // every comparison of the term each request makes (`Name LIKE '%u%' OR Username LIKE '%u%'`), not the first alone
    if (before.length && !before.some((c) => c.wide))
      return { from: before.map((c) => c.text).join(" … "), to: all.map((c) => c.text).join(" … ") };
  }
  return undefined;
}

function snippetsOf(flow: ParamFlow): string[] {
  return [flow.emptyPath?.location.snippet ?? "", ...flow.steps.map((s) => s.location.snippet ?? "")];
}

/** The wildcard or fuzzy markers (`*`, `%`, `~`) the snippets put next to an interpolated term. */
function markersIn(snippets: string[]): string[] {
  const all = new RegExp(MARKED.source, "g");
  return snippets.flatMap((s) =>
    [...s.matchAll(all)].map((m) => (/^[*%~]/.test(m[0]) ? m[0][0]! : m[0][m[0].length - 1]!)),
  );
}

/** The empty-path condition requires the argument to be absent (`!opts.search_term`, `not term`, `term is None`). */
function absentThere(flow: ParamFlow, name: string): boolean {
  const last = name.split(".").pop()!;
  const c = flow.emptyPath?.condition ?? "";
  return new RegExp(`(^|[^\\w.])(!\\s*|not\\s+)([\\w$]+\\.)*${last}\\b(?![\\w(])|\\b${last}\\s+is\\s+None\\b`).test(c);
}

export const widenedQuery: ModelAnalyzer = {
  id: ID,
  needs: "model",
  applies(ctx) {
    if (!ctx.model.upstreamCalls.some((u) => u.reachedFrom.length))
      return { applies: false, reason: "no tool handler reaches an upstream call" };
    if (!ctx.model.tools.some((t) => t.parameters.some(isTerm)) && !ctx.model.flows.some((f) => f.emptyPath))
      return { applies: false, reason: "no tool takes a search term or queries again on an empty result" };
    return { applies: true, reason: "tools that send a search term upstream" };
  },
  run(ctx) {
    const findings: Finding[] = [];
    const seen = new Set<string>();
    for (const tool of ctx.model.tools) {
      for (const param of tool.parameters.filter(isTerm)) {
        const flows = ctx.model.flows.filter(
          (f) => f.tool === tool.id && f.param === param.name && f.kind !== "keyed-write",
        );
        for (const flow of flows) {
          // what was cut is the term itself, not a text that merely came back from a request it rode in
          // (`content.slice(i, i + CHUNK)` to count a page's tokens is not a widened query)
          const widened =
            flow.derived &&
            (flow.emptyPath || flow.derived.inLoop) &&
            !cutsContent(flow.derived.location.snippet) &&
            !cutByCount(flow.derived.how, tool);
          // the term sent again on the empty path: unless the same request already carries a cut-down
          // form of it there (`{ ...query, q: relaxed }`), which is reported as that cut
          const retried =
            !flow.derived &&
            flow.emptyPath &&
            !absentThere(flow, param.name) &&
            flows.some((f) => !f.emptyPath) &&
            !flows.some(
              (f) =>
                f.derived &&
                f.emptyPath &&
                f.upstreamCall === flow.upstreamCall &&
                f.emptyPath.location.line === flow.emptyPath!.location.line &&
                f.emptyPath.location.file === flow.emptyPath!.location.file,
            );
          if (!widened && !(retried && sentChanged(flow, flows, param.name))) continue;
          const at = (flow.derived ?? flow.emptyPath)!.location;
          if (!firstAt(seen, tool.id, param.name, at)) continue;
          findings.push(
            flowFinding(ctx.model, {
              ruleId: ID,
              message: message(tool.name, param.name, flow),
              location: at,
              tool: tool.id,
              param: param.name,
              upstreamCall: flow.upstreamCall,
              declared: { param, note: `search term '${param.name}' declared here` },
              codeFlow: flow.steps,
            }),
          );
        }
      }
    }
    vocabularySuggestions(ctx.model, findings);
    widenedRetries(ctx.model, findings);
    return findings;
  },
};

/**
 * `if (!res.events.length) { broad = await api.get(url, { params: { status: "all", days: 90 } }) }`: the
 * query sent again on the empty path leaves out values the caller chose and the first request carried
 * (its filters, its window). Its hits answer a wider query than the caller asked, under the caller's
 * request: "vorschlagen ja, abfragen nein" holds for a widened scope as for a shortened term. A retry
 * already reported for its term, and a value the empty-path condition requires absent, are not counted.
 */
function widenedRetries(model: ServerModel, findings: Finding[]): void {
  const reported = new Set(findings.map((f) => `${f.tool}|${f.location.file}:${f.location.line}`));
  for (const tool of model.tools) {
    const flows = model.flows.filter((f) => f.tool === tool.id && f.kind !== "keyed-write");
    // by the call made on the empty path (one request helper may serve the first query and the retry)
    const where = (f: ParamFlow) =>
      `${f.emptyPath!.location.file}:${f.emptyPath!.location.line}:${f.emptyPath!.location.column}`;
    const retries = new Map<string, ParamFlow>();
    for (const f of flows) if (f.emptyPath && !retries.has(where(f))) retries.set(where(f), f);
    for (const [place, retry] of retries) {
      const at = retry.emptyPath!.location;
      const call = retry.upstreamCall;
      // a vocabulary lookup whose answer is offered as suggestions is reported as that
      if (
        reported.has(`${tool.id}|${at.file}:${at.line}`) ||
        findings.some((f) => f.tool === tool.id && f.upstreamCall === call)
      )
        continue;
      const sentAgain = new Set(flows.filter((f) => f.emptyPath && where(f) === place).map((f) => f.param));
      // the first request is the one whose answer the empty-path test reads: its flow passes through the
      // retry's file (a tool that asks several sources sends others their own values, not this one's)
      // — and, where the front end names the calls whose answer the test reads, a flow through one of those
      const answered = retry.emptyPath!.answeredAt ?? [];
      const through = (f: ParamFlow) =>
        [...f.steps.map((s) => s.location), callLocation(f.upstreamCall)].some(
          (l) => !!l && answered.some((a) => a.file === l.file && l.line >= a.line && l.line <= (a.endLine ?? a.line)),
        );
      const inFile = flows.filter((f) => !f.emptyPath && f.steps.some((s) => s.location.file === at.file));
      const named = inFile.filter(through);
      const first = new Set((named.length ? named : inFile).map((f) => f.param));
      // a page size left out changes how many hits come back, not which question they answer
      const leaf = (p: string) =>
        p
          .split(".")
          .pop()!
          .replace(/_per_\w+$/, "");
      const dropped = [...first]
        .filter(
          (p) => !sentAgain.has(p) && !PRESENTATION_PARAM.test(p) && !PAGE_KEY.test(leaf(p)) && !absentThere(retry, p),
        )
        .sort();
      if (!dropped.length) continue;
      reported.add(`${tool.id}|${at.file}:${at.line}`);
      const names = dropped.map((d) => `'${d}'`).join(", ");
      // a key the retry writes as a constant of its own (`status: "all"`) goes out, but not with the caller's value
      const replaced = dropped.flatMap((d) => {
        const v = (model.fixedValues ?? []).find((x) => x.upstreamCall === call && x.key === leaf(d) && !x.option);
        return v ? [`\`${v.key}\` goes out as \`${v.value}\` instead`] : [];
      });
      findings.push(
        flowFinding(model, {
          ruleId: ID,
          message:
            `Tool '${tool.name}': when the first query found nothing (\`${retry.emptyPath!.condition}\`), [a second upstream call](1) goes out without the caller's ${names}, which the first request carried${replaced.length ? ` (${replaced.join("; ")})` : ""}.` +
            ` Its hits answer a wider query than the one the caller asked.` +
            ` Return the empty result as it is, and offer the wider query as a suggestion the caller can run.`,
          location: at,
          tool: tool.id,
          param: dropped[0]!,
          upstreamCall: call,
          codeFlow: retry.steps,
        }),
      );
    }
  }
}

/**
 * `suggestions: known.filter(…)`, `did_you_mean: (await popularTerms())…`: suggestions taken from
 * an answer of an upstream call other than the one the caller's term was sent to — the source's
 * vocabulary, a second query nobody asked for. Suggestions from the answer to the caller's own
 * query (a spellcheck block) and those already reported as a second query with the term are not.
 */
function vocabularySuggestions(model: ServerModel, findings: Finding[]): void {
  const termTools = new Map<string, ToolModel>();
  for (const t of model.tools) if (t.parameters.some(isTerm)) termTools.set(t.id, t);
  if (!termTools.size) return;
  const done = new Set<string>();
  for (const s of model.suggestionSources ?? []) {
    const tool = termTools.get(s.tool);
    const place = `${s.tool}|${s.location.file}:${s.location.line}:${s.location.column}`;
    if (!tool || done.has(place)) continue;
    const terms = tool.parameters.filter(isTerm);
    const sent = model.flows.filter(
      (f) => f.tool === s.tool && f.kind === "value" && terms.some((t) => t.name === f.param),
    );
    if (sent.some((f) => f.upstreamCall === s.upstreamCall)) continue; // the caller's own query, or a retry reported above
    done.add(place);
    const term = terms[0]!;
    findings.push(
      flowFinding(model, {
        ruleId: ID,
        message:
          `Tool '${tool.name}': what the result offers as \`${s.key}\` comes from [another upstream call](1) — the source's vocabulary — not from the caller's term '${term.name}'.` +
          ` It answers a query nobody asked for, with a recall of its own.` +
          ` Derive suggestions from the term itself (shorter forms, at least four characters), unsearched, and say so in the result.`,
        location: s.location,
        tool: s.tool,
        param: term.name,
        upstreamCall: s.upstreamCall,
        declared: { param: term, note: `search term '${term.name}' declared here` },
        codeFlow: [...s.steps, { location: s.location, message: `offered to the caller as \`${s.key}\`` }],
      }),
    );
  }
}

function message(tool: string, param: string, flow: ParamFlow): string {
  const when = flow.emptyPath
    ? ` when the first query found nothing (\`${flow.emptyPath.condition}\`)`
    : flow.derived?.inLoop
      ? " once per shortened form"
      : "";
  const widened = flow.derived ? undefined : widenedComparison(flow, param);
  if (widened)
    return (
      `Tool '${tool}': when the first query found nothing (\`${flow.emptyPath!.condition}\`), the search term '${param}' is sent to [the upstream source](1) again with a wider comparison: \`${widened.from}\` became \`${widened.to}\`.` +
      ` Its hits answer a wider question than the caller asked, and go into the result as the answer, not into a field of their own with the query that found them.` +
      ` Return the empty result as it is, and offer the wider search as a suggestion the caller can run.`
    );
  if (flow.derived && flow.emptyPath && vocabularyLookup(flow))
    return (
      `Tool '${tool}': when the first query found nothing (\`${flow.emptyPath.condition}\`), the search term '${param}' is cut down with \`${flow.derived.how}\` and the shorter value is sent to [a lookup in the source's vocabulary](1), whose answer the caller is offered.` +
      ` Those suggestions carry the source's recall for a term the caller did not write, not forms of the caller's term.` +
      ` Derive suggestions from the term itself (shorter forms, at least four characters), unsearched, and say so in the result.`
    );
  if (flow.derived)
    return (
      `Tool '${tool}': the search term '${param}' is cut down with \`${flow.derived.how}\` and the shorter value is sent to [the upstream source](1)${when}.` +
      ` Its hits answer a different question, and go into the result as the answer (whatever a note says about them), not into a field of their own with the term that found them. Query the caller's term once, unchanged; offer shorter forms as suggestions the caller can run.`
    );
  return (
    `Tool '${tool}': the search term '${param}' is sent to [a second upstream call](1)${when}.` +
    ` Whatever that call brings back — hits of a broader query or suggestions from the source's vocabulary — answers a question the caller did not ask.` +
    ` Return the empty result as it is, with suggestions derived from the term itself, and let the caller choose.`
  );
}

/**
 * The call the term reaches on the empty path asks the source's vocabulary (`suggest_tags(q)`, a
 * `/tag_list` or `/autocomplete` request): named so by the call that starts the empty path, by the
 * request texts, or by a step on the way.
 */
function vocabularyLookup(flow: ParamFlow): boolean {
  const texts = [
    flow.emptyPath?.location.snippet ?? "",
    ...(flow.request?.texts ?? []),
    ...flow.steps.map((s) => s.location.snippet ?? ""),
  ];
  return texts.some((t) => VOCABULARY_CALL.test(t));
}

/**
 * `[:top_n]`, `[: params.limit]`: a slice whose bound is one of the tool's count arguments keeps the first
 * N entries of a list the caller asked for N of. The rule is about "eine kürzere Variante des Begriffs";
 * a count of entries shortens no term (a cut through a tie is rule 7's concern).
 */
function cutByCount(how: string, tool: ToolModel): boolean {
  const bounds = /^\[([^\]]*:[^\]]*)\]$/.exec(how.trim())?.[1];
  if (!bounds) return false;
  const names = new Set(
    tool.parameters
      .filter((p) => p.type === "number" || p.type === "integer")
      .flatMap((p) => [p.name, p.name.split(".").pop() ?? p.name]),
  );
  return (bounds.match(/[A-Za-z_$][\w$.]*/g) ?? []).some((w) => names.has(w) || names.has(w.split(".").pop() ?? w));
}

/** The receiver of the cut names a text that is not a query: page content, a body, markdown, a chunk of it. */
function cutsContent(snippet: string | undefined): boolean {
  const recv =
    /([\w$.]+)\s*\.\s*(slice|substring|substr|split|at|charAt)\s*\(/
      .exec(snippet ?? "")?.[1]
      ?.split(".")
      .pop() ?? "";
  return (
    /^(content|contents|text|body|html|markdown|md|page|pageText|document|doc|chunk|chunks|data|raw|response|result|output|message)$/i.test(
      recv,
    ) || /(Content|Text|Body|Html|Markdown|Page|Chunk)$/.test(recv)
  );
}

/** `conn.query@src/tools/logs.ts:135:25` → the file and line of the call. */
function callLocation(id: string): { file: string; line: number } | undefined {
  const m = /@(.+):(\d+):\d+$/.exec(id);
  return m ? { file: m[1]!, line: Number(m[2]) } : undefined;
}
