/**
 * Which MCP specification revision a Python server targets: the configuration first, then the
 * code — protocol-version literals and the 2026-07-28 fields in their Python spellings
 * (`ttl_ms`/`ttlMs`, `cache_scope`, `CacheHint(...)`, `cache_hints=`, `result_type="input_required"`,
 * `input_requests`) — and last the `mcp`/`fastmcp` dependency in `pyproject.toml`, which alone never
 * claims the new revision. Read as data only.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { MRTR_REVISION } from "../../model/spec-revision.js";
import { MAX_DATA_FILE_BYTES, readRegularFile } from "../walk.js";
import { field, kids, ofType, stringValue } from "./syntax.js";
const FIELD = {
    ttl_ms: "ttlMs",
    ttlMs: "ttlMs",
    cache_scope: "cacheScope",
    cacheScope: "cacheScope",
    result_type: "resultType",
    resultType: "resultType",
    input_requests: "inputRequests",
    inputRequests: "inputRequests",
    input_responses: "inputResponses",
    inputResponses: "inputResponses",
};
export function detectPySpecRevision(loaded, configured) {
    const used = new Set();
    const literals = new Set();
    for (const f of loaded.files) {
        if (!/ttl|cache|result_?type|input_?re|protocol|20\d\d-\d\d-\d\d/i.test(f.text))
            continue;
        for (const n of ofType(f.root, "keyword_argument", "pair", "attribute", "assignment")) {
            let key;
            let value = undefined;
            if (n.type === "keyword_argument") {
                key = field(n, "name")?.text;
                value = field(n, "value");
            }
            else if (n.type === "pair") {
                key = stringValue(field(n, "key"));
                value = field(n, "value");
            }
            else if (n.type === "attribute") {
                key = field(n, "attribute")?.text;
                if (key !== "input_responses" &&
                    key !== "inputResponses" &&
                    key !== "input_requests" &&
                    key !== "inputRequests")
                    key = undefined;
            }
            else {
                const left = field(n, "left")?.text ?? "";
                const v = stringValue(field(n, "right"));
                if (/protocol_?versions?/i.test(left) && v && /^20\d\d-\d\d-\d\d$/.test(v))
                    literals.add(v);
                for (const s of kids(field(n, "right")).map((k) => stringValue(k)))
                    if (/protocol_?versions?/i.test(left) && s && /^20\d\d-\d\d-\d\d$/.test(s))
                        literals.add(s);
                continue;
            }
            const mapped = key ? FIELD[key] : undefined;
            if (!mapped)
                continue;
            if (mapped === "resultType" && stringValue(value) !== "input_required")
                continue;
            used.add(mapped);
        }
        if (/\bCacheHint\s*\(/.test(f.text) || /\bcache_hints\s*=/.test(f.text))
            used.add("ttlMs");
    }
    const fieldsUsed = [...used].sort();
    const fields = `uses ${fieldsUsed.join(", ")} (introduced in ${MRTR_REVISION})`;
    if (configured)
        return { revision: configured, source: `configured (specRevision: ${configured})`, fieldsUsed };
    const newest = [...literals].sort().at(-1);
    if (newest && (newest >= MRTR_REVISION || !fieldsUsed.length))
        return {
            revision: newest,
            source: `protocol-version literal ${newest} in the code${fieldsUsed.length ? `; ${fields}` : ""}`,
            fieldsUsed,
        };
    if (fieldsUsed.length)
        return { revision: MRTR_REVISION, source: fields, fieldsUsed };
    const dep = sdkDependency(loaded.root);
    if (dep)
        return { revision: undefined, source: `${dep} in pyproject.toml and no ${MRTR_REVISION} field used`, fieldsUsed };
    return {
        revision: undefined,
        source: `no SDK dependency, protocol-version literal or ${MRTR_REVISION} field found`,
        fieldsUsed,
    };
}
function sdkDependency(root) {
    const p = path.join(root, "pyproject.toml");
    // only a regular file inside the target, under the size cap (a link to /dev/zero or a FIFO is not read)
    const read = existsSync(p) ? readRegularFile(p, MAX_DATA_FILE_BYTES, root) : undefined;
    if (!read?.ok)
        return undefined;
    const m = /["']((?:mcp|fastmcp)(?:\[[^\]]*\])?\s*[<>=~!]=?[^"']*)["']/.exec(read.text);
    return m ? m[1].replace(/\s+/g, "") : undefined;
}
