const DIRECTIVES = {
    "//": /\/\/\s*fidelity-audit-ignore-(next-line|file)\b(.*)$/,
    "#": /#\s*fidelity-audit-ignore-(next-line|file)\b(.*)$/,
};
/**
 * The suppression comments in one file (`rel` = its path relative to the audit root). Each front
 * end passes its language's comment syntax; the directives are the same in every language.
 */
export function readSuppressions(text, rel, syntax) {
    if (!text.includes("fidelity-audit-ignore-"))
        return [];
    const DIRECTIVE = DIRECTIVES[syntax.marker];
    const lines = text.split(/\r\n|\r|\n/);
    const found = [];
    let offset = 0;
    const lineStarts = [];
    for (const l of lines) {
        lineStarts.push(offset);
        offset += l.length;
        offset += text[offset] === "\r" && text[offset + 1] === "\n" ? 2 : 1;
    }
    for (const [i, l] of lines.entries()) {
        const m = DIRECTIVE.exec(l);
        if (!m)
            continue;
        if (syntax.insideLiteral(lineStarts[i] + m.index))
            continue;
        found.push({ line: i + 1, col: m.index + 1, m });
    }
    const directiveLines = new Set(found.filter((f) => /^\s*$/.test(lines[f.line - 1].slice(0, f.col - 1))).map((f) => f.line));
    return found.map(({ line, col, m }) => {
        const rest = m[2] ?? "";
        const sep = rest.indexOf("--");
        const ruleText = sep >= 0 ? rest.slice(0, sep) : rest;
        const reason = sep >= 0 ? rest.slice(sep + 2).trim() : "";
        const kind = m[1];
        let target;
        if (kind === "next-line") {
            target = line + 1;
            while (directiveLines.has(target))
                target++;
        }
        const endColumn = col + m[0].length;
        return {
            kind,
            rules: ruleText.split(/[\s,]+/).filter(Boolean),
            ...(reason ? { reason } : {}),
            file: rel,
            location: { file: rel, line, column: col, endLine: line, endColumn, snippet: m[0].trim() },
            ...(target !== undefined ? { targetLine: target } : {}),
            marker: syntax.marker,
        };
    });
}
/**
 * Marks the findings that a well-formed suppression covers (setting `suppression`) and returns
 * the problems with the suppressions themselves. `knownRules` are the catalogue ids; `ranRules`
 * the rules that ran in this audit (only those can make a suppression "unused").
 */
export function applySuppressions(findings, suppressions, knownRules, ranRules) {
    const problems = [];
    const effective = [];
    for (const s of suppressions) {
        const form = `fidelity-audit-ignore-${s.kind}`;
        if (!s.rules.length) {
            problems.push({
                kind: "malformed",
                location: s.location,
                message: `\`${form}\` names no rule; write \`${s.marker ?? "//"} ${form} <rule-id> -- <reason>\``,
            });
            continue;
        }
        if (!s.reason) {
            problems.push({
                kind: "missing-reason",
                location: s.location,
                message: `suppression of ${s.rules.join(", ")} gives no reason, so it is not applied; add \` -- <why this finding does not hold here>\``,
            });
            continue;
        }
        for (const rule of s.rules) {
            if (!knownRules.has(rule))
                problems.push({
                    kind: "unknown-rule",
                    location: s.location,
                    message: `suppression names unknown rule \`${rule}\` (see \`fidelity-audit rules\`)`,
                });
            else
                effective.push({ s, rule, used: false });
        }
    }
    for (const f of findings) {
        const hit = effective.find((e) => e.rule === f.ruleId &&
            e.s.file === f.location.file &&
            e.s.kind === "next-line" &&
            e.s.targetLine === f.location.line) ?? effective.find((e) => e.rule === f.ruleId && e.s.file === f.location.file && e.s.kind === "file");
        if (!hit)
            continue;
        hit.used = true;
        f.suppression = { kind: hit.s.kind, justification: hit.s.reason, location: hit.s.location };
    }
    for (const e of effective) {
        if (e.used || !ranRules.has(e.rule))
            continue;
        const what = e.s.kind === "file" ? "in this file" : `on line ${e.s.targetLine}`;
        problems.push({
            kind: "unused",
            location: e.s.location,
            message: `unused suppression: \`${e.rule}\` reports nothing ${what}; remove the comment`,
        });
    }
    return problems.sort((a, b) => a.location.file < b.location.file
        ? -1
        : a.location.file > b.location.file
            ? 1
            : a.location.line - b.location.line ||
                a.location.column - b.location.column ||
                (a.message < b.message ? -1 : a.message > b.message ? 1 : 0));
}
