/**
 * The portfolio summary: repository × rule table (markdown, and an HTML heat map), totals per
 * rule, and each repository's coverage row. A repository that was not measured or failed shows
 * dashes and its reason, never zeros: nothing about it reads as clean. No timings or absolute
 * paths, so the same inputs give the same bytes.
 */
import { loadCatalogue } from "../catalogue/index.js";
import { mdText, plain } from "../report/escape.js";
import { TOOL_NAME, TOOL_VERSION } from "../version.js";
export function counts(outcomes) {
    const analysed = outcomes.filter((o) => o.status === "analysed");
    return {
        total: outcomes.length,
        analysed: analysed.length,
        notMeasured: outcomes.filter((o) => o.status === "not-measured").length,
        failed: outcomes.filter((o) => o.status === "failed").length,
        clean: analysed.filter((o) => activeCount(o) === 0).length,
    };
}
/** `61 (4 places)` when findings repeat on a line or as one message shape in a file. */
function placesText(o) {
    const n = activeCount(o);
    return o.findings.places !== undefined && o.findings.places < n ? `${n} (${o.findings.places} places)` : String(n);
}
function activeCount(o) {
    return o.findings.error + o.findings.warning + o.findings.note;
}
/** Column heads: `R<n>` per fidelity rule, `R5a`/`R5b` where two rule ids share a number (in catalogue order). */
function columns(outcomes) {
    const ids = Object.keys(outcomes[0]?.rules ?? {});
    const cat = loadCatalogue();
    const numberOf = (id) => cat.find((r) => r.id === id)?.fidelityRule;
    const shared = (n) => cat.filter((r) => r.fidelityRule === n);
    return ids.map((id) => {
        const n = numberOf(id);
        if (n === undefined)
            return { id, head: id };
        const same = shared(n);
        return { id, head: same.length > 1 ? `R${n}${"abcdefgh"[same.findIndex((r) => r.id === id)]}` : `R${n}` };
    });
}
function totalFor(outcomes, id) {
    return outcomes.reduce((s, o) => s + (o.status === "analysed" && typeof o.rules[id] === "number" ? o.rules[id] : 0), 0);
}
function statusText(o) {
    if (o.status === "analysed" && o.partial?.length)
        return `PARTIAL: ${o.partial.join("; ")}`;
    if (o.status === "analysed" && o.coverage?.toolsNotAudited)
        return `partly measured: ${o.coverage.toolsNotAudited} of ${o.coverage.tools} tools not audited (handler not resolved)`;
    return o.status === "analysed" ? "analysed" : `${o.status === "failed" ? "FAILED" : "NOT MEASURED"}: ${o.reason}`;
}
function cellText(o, c) {
    return o.status !== "analysed" ? "—" : String(c);
}
/** With `--baseline`: new active findings (every one on a first scan) and previous results gone. */
function compared(outcomes) {
    return outcomes.some((o) => o.baseline);
}
function newText(o) {
    if (o.status !== "analysed" || !o.baseline)
        return "—";
    const n = o.baseline.new.error + o.baseline.new.warning + o.baseline.new.note;
    return o.baseline.state === "first scan" ? `${n} (first scan)` : String(n);
}
function goneText(o) {
    return o.status !== "analysed" || !o.baseline || o.baseline.state === "first scan" ? "—" : String(o.baseline.gone);
}
function commit(o) {
    return o.provenance ? o.provenance.revisionId.slice(0, 12) : "not a git checkout";
}
function headline(k) {
    return `${k.total} repositories: ${k.analysed} analysed (${k.clean} without findings), ${k.notMeasured} not measured, ${k.failed} failed — not measured and failed repositories are not clean.`;
}
// Repository text is made inert (control characters, workflow commands), then markdown table syntax escaped.
const md = (s) => mdText(s.replace(/\n/g, " "));
export function summaryMarkdown(outcomes) {
    const cols = columns(outcomes);
    const k = counts(outcomes);
    const out = [`# ${TOOL_NAME} portfolio summary`, "", headline(k), ""];
    const cmp = compared(outcomes);
    out.push(`| repository | ${cols.map((c) => c.head).join(" | ")} | findings | ${cmp ? "new | gone | " : ""}suppressed | status |`);
    out.push(`|---|${cols.map(() => "---:").join("|")}|---:|${cmp ? "---:|---:|" : ""}---:|---|`);
    for (const o of outcomes)
        out.push(`| ${md(o.label)} | ${cols.map((c) => cellText(o, o.rules[c.id])).join(" | ")} | ${o.status === "analysed" ? placesText(o) : "—"} | ${cmp ? `${newText(o)} | ${goneText(o)} | ` : ""}${o.status === "analysed" ? o.findings.suppressed : "—"} | ${md(statusText(o))} |`);
    const all = outcomes.filter((o) => o.status === "analysed").reduce((s, o) => s + activeCount(o), 0);
    out.push(`| **total** | ${cols.map((c) => `**${totalFor(outcomes, c.id)}**`).join(" | ")} | **${all}** | ${cmp ? "| | " : ""}| |`);
    out.push("", "Columns: " +
        cols.map((c) => `${c.head} = \`${c.id}\``).join(", ") +
        ". `n/a` = rule not applicable to that server, `off` = turned off or not selected, `—` = repository not measured." +
        (cmp
            ? " `new` = active findings not in the previous batch's SARIF (all of them on a first scan), `gone` = previous results no longer found."
            : ""), "");
    out.push("## Coverage", "", "| repository | files | skipped files | tools | upstream calls | spec revision | commit |", "|---|---:|---:|---:|---:|---|---|");
    for (const o of outcomes) {
        const c = o.coverage;
        out.push(`| ${md(o.label)} | ${c?.files ?? "—"} | ${c?.filesSkipped ?? "—"} | ${c?.tools ?? "—"} | ${c?.upstreamCalls ?? "—"} | ${c ? md(c.specRevision) : "—"} | ${commit(o)} |`);
    }
    out.push("", `Generated by ${TOOL_NAME} ${TOOL_VERSION}.`, "");
    return out.join("\n");
}
const esc = (s) => plain(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/**
 * Heat style for a count: pale green for 0, then pale amber through to deep red at the table's
 * maximum (log scale, so one finding already shows), with white text on the dark end.
 */
export function heat(n, max) {
    if (n === 0)
        return "background:#e6f4ea";
    const t = max <= 1 ? 1 : Math.log(n) / Math.log(max);
    const hue = Math.round(45 - 45 * t);
    const light = Math.round(80 - 35 * t);
    return `background:hsl(${hue}, 90%, ${light}%)${light < 60 ? ";color:#fff" : ""}`;
}
export function summaryHtml(outcomes) {
    const cols = columns(outcomes);
    const k = counts(outcomes);
    const cat = loadCatalogue();
    const cmp = compared(outcomes);
    const max = Math.max(0, ...outcomes.flatMap((o) => o.status === "analysed" ? Object.values(o.rules).filter((v) => typeof v === "number") : []));
    const rows = outcomes.map((o, i) => {
        const cells = cols.map((c) => {
            const v = o.rules[c.id];
            if (o.status !== "analysed")
                return `<td class="nm">—</td>`;
            if (typeof v !== "number")
                return `<td class="na" title="${esc(c.id)}: ${esc(v === "n/a" ? "not applicable" : v)}">${esc(v)}</td>`;
            const n = v ? `<a href="#${anchor(i, c.id)}">${v}</a>` : String(v);
            return `<td style="${heat(v, max)}" title="${esc(o.label)} · ${esc(c.id)}: ${v}">${n}</td>`;
        });
        const cls = o.status === "analysed" ? "" : ` class="${o.status}"`;
        return `<tr${cls}><th scope="row"><a href="#${anchor(i)}">${esc(o.label)}</a></th>${cells.join("")}<td>${o.status === "analysed" ? activeCount(o) : "—"}</td>${cmp ? `<td>${esc(newText(o))}</td><td>${esc(goneText(o))}</td>` : ""}<td class="status">${esc(statusText(o))}</td></tr>`;
    });
    const all = outcomes.filter((o) => o.status === "analysed").reduce((s, o) => s + activeCount(o), 0);
    const cov = outcomes.map((o) => {
        const c = o.coverage;
        return `<tr><th scope="row">${esc(o.label)}</th><td>${c?.files ?? "—"}</td><td>${c?.filesSkipped ?? "—"}</td><td>${c?.tools ?? "—"}</td><td>${c?.upstreamCalls ?? "—"}</td><td>${c ? esc(c.specRevision) : "—"}</td><td><code>${esc(commit(o))}</code></td></tr>`;
    });
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${TOOL_NAME} portfolio summary</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 2em; color: #1f2328; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { border: 1px solid #d0d7de; padding: 4px 8px; text-align: right; }
th[scope=row], td.status { text-align: left; }
thead th { background: #f6f8fa; }
td a { color: inherit; }
td.na { color: #8c959f; background: #f6f8fa; }
td.nm, tr.not-measured td, tr.failed td { color: #6e7781; background: repeating-linear-gradient(45deg, #eaeef2, #eaeef2 4px, #f6f8fa 4px, #f6f8fa 8px); }
tr.failed td.status { color: #cf222e; font-weight: 600; }
tr.not-measured td.status { color: #9a6700; font-weight: 600; }
tfoot th, tfoot td { font-weight: 700; background: #f6f8fa; }
.legend span { display: inline-block; padding: 2px 8px; margin-right: 4px; border: 1px solid #d0d7de; }
</style>
</head>
<body>
<h1>${TOOL_NAME} portfolio summary</h1>
<p>${esc(headline(k))}</p>
<p class="legend"><span style="${heat(0, max)}">0</span><span style="${heat(1, Math.max(max, 2))}">1</span><span style="${heat(Math.max(max, 2), Math.max(max, 2))}">${Math.max(max, 2)}</span><span class="na" style="background:#f6f8fa;color:#8c959f">n/a: not applicable · off: turned off</span><span style="background:#eaeef2">— not measured</span></p>
<table>
<thead><tr><th>repository</th>${cols.map((c) => `<th title="${esc(c.id)}: ${esc(cat.find((r) => r.id === c.id)?.short ?? "")}">${esc(c.head)}</th>`).join("")}<th>findings</th>${cmp ? "<th>new</th><th>gone</th>" : ""}<th>status</th></tr></thead>
<tbody>
${rows.join("\n")}
</tbody>
<tfoot><tr><th scope="row">total</th>${cols.map((c) => `<td>${totalFor(outcomes, c.id)}</td>`).join("")}<td>${all}</td>${cmp ? "<td></td><td></td>" : ""}<td></td></tr></tfoot>
</table>
<p>${cols.map((c) => `<b>${esc(c.head)}</b> <code>${esc(c.id)}</code>`).join(" · ")}</p>
<h2>Coverage</h2>
<table>
<thead><tr><th>repository</th><th>files</th><th>skipped files</th><th>tools</th><th>upstream calls</th><th>spec revision</th><th>commit</th></tr></thead>
<tbody>
${cov.join("\n")}
</tbody>
</table>
<h2>Findings by repository</h2>
${outcomes.map((o, i) => repoSection(o, i)).join("\n")}
<p>Generated by ${TOOL_NAME} ${TOOL_VERSION}.</p>
</body>
</html>
`;
}
/** The id of a repository's section (`repo-3`), or of one rule's findings in it (`repo-3-scope-only-when-set`). */
function anchor(i, rule) {
    return `repo-${i + 1}${rule ? `-${rule.replace(/[^A-Za-z0-9_-]/g, "_")}` : ""}`;
}
/** One repository's findings, grouped by rule, each group a link target for its cell in the table. */
function repoSection(o, i) {
    const head = `<h3 id="${anchor(i)}">${esc(o.label)}</h3>`;
    const file = o.sarifFile ? `<p>SARIF: <a href="${esc(encodeURI(o.sarifFile))}">${esc(o.sarifFile)}</a></p>` : "";
    if (o.status !== "analysed")
        return `${head}\n<p>${esc(statusText(o))}</p>`;
    const results = o.results ?? [];
    if (!results.length)
        return `${head}\n${file}\n<p>No findings.</p>`;
    const byRule = new Map();
    for (const r of results)
        byRule.set(r.rule, [...(byRule.get(r.rule) ?? []), r]);
    const groups = [...byRule].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `${head}\n${file}\n${groups
        .map(([rule, list]) => `<h4 id="${anchor(i, rule)}"><code>${esc(rule)}</code> (${list.length})</h4>\n<ul>\n${list
        .map((r) => `<li>${esc(r.level)} <code>${esc(`${r.file}:${r.line}`)}</code> ${esc(r.message)}</li>`)
        .join("\n")}\n</ul>`)
        .join("\n")}`;
}
/** Machine-readable summary (summary.json): everything in the tables, without the SARIF or timings. */
export function summaryJson(outcomes) {
    return `${JSON.stringify({ tool: TOOL_NAME, version: TOOL_VERSION, counts: counts(outcomes), repositories: outcomes.map(({ sarif: _s, timing: _t, ...o }) => o) }, null, 2)}\n`;
}
