import { cmp } from "../model/location.js";
/** A message with what varies between repeats taken out: quoted names, code spans, numbers. */
function skeleton(f) {
    if (f.messageId)
        return `#${f.messageId}`;
    return f.message
        .replace(/`[^`]*`/g, "`…`")
        .replace(/'[^']*'/g, "'…'")
        .replace(/"[^"]*"/g, '"…"')
        .replace(/\d+/g, "0");
}
/** A repeated message shape is grouped from this many findings in one file on. */
const TEMPLATE_MIN = 3;
/**
 * The groups of `findings` (suppressed ones left out), in report order: by file, then first line.
 * Every active finding is in exactly one group; a group of one is a finding on its own.
 */
export function groupFindings(findings) {
    const active = findings.filter((f) => !f.suppression);
    const byTemplate = new Map();
    for (const f of active) {
        const k = `${f.ruleId}\u0000${f.location.file}\u0000${skeleton(f)}`;
        byTemplate.set(k, [...(byTemplate.get(k) ?? []), f]);
    }
    const groups = [];
    for (const list of byTemplate.values()) {
        if (list.length >= TEMPLATE_MIN) {
            groups.push(make(list, "template"));
            continue;
        }
        // fewer repeats: still one entry per line
        const byLine = new Map();
        for (const f of list)
            byLine.set(f.location.line, [...(byLine.get(f.location.line) ?? []), f]);
        for (const same of byLine.values())
            groups.push(make(same, "line"));
    }
    // findings of one rule on one line under different message shapes are one place too
    const merged = [];
    for (const g of groups.sort(order)) {
        const prev = merged.find((m) => m.kind === "line" &&
            g.kind === "line" &&
            m.ruleId === g.ruleId &&
            m.file === g.file &&
            m.lines[0] === g.lines[0]);
        if (prev) {
            prev.count += g.count;
            continue;
        }
        merged.push(g);
    }
    return merged;
}
function make(list, kind) {
    const sorted = [...list].sort((a, b) => a.location.line - b.location.line || a.location.column - b.location.column || cmp(a.message, b.message));
    const first = sorted[0];
    return {
        ruleId: first.ruleId,
        ...(first.messageId ? { messageId: first.messageId } : {}),
        file: first.location.file,
        lines: [...new Set(sorted.map((f) => f.location.line))],
        count: sorted.length,
        kind,
        first,
    };
}
function order(a, b) {
    return (cmp(a.file, b.file) || a.lines[0] - b.lines[0] || cmp(a.ruleId, b.ruleId) || cmp(a.first.message, b.first.message));
}
/** The JSON form of the groups: no finding bodies, only what identifies them. */
export function groupSummary(findings) {
    return groupFindings(findings)
        .filter((g) => g.count > 1)
        .map(({ first: _f, ...g }) => g);
}
