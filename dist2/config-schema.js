/**
 * The JSON Schema of `.fidelity-audit.yaml`, built from the rule catalogue (each rule's id, levels
 * and typed options), for editors: `# yaml-language-server: $schema=…` at the top of the config gives
 * completion and checks while typing. The auditor itself checks the config with its own reader
 * (src/config.ts), which names the line of each problem; the schema says the same things.
 * `npm run schema` writes it to fidelity-audit.schema.json; test/first-hour.test.ts fails while the
 * committed file is out of date.
 */
import { loadCatalogue } from "./catalogue/index.js";
export function configSchema() {
    const level = {
        enum: ["off", "error", "warning", "note"],
        description: "off turns the rule off; a level overrides its default",
    };
    const rules = {};
    for (const r of loadCatalogue()) {
        const options = { level };
        for (const [k, o] of Object.entries(r.options ?? {}))
            options[k] =
                o.type === "string-list"
                    ? { type: "array", items: { type: "string" }, description: o.description }
                    : { enum: o.values, default: o.default, description: o.description };
        rules[r.id] = {
            description: r.short,
            oneOf: [level, { type: "object", properties: options, additionalProperties: false }],
        };
    }
    return {
        $schema: "http://json-schema.org/draft-07/schema#",
        title: "fidelity-audit configuration (.fidelity-audit.yaml)",
        type: "object",
        additionalProperties: false,
        properties: {
            rules: {
                type: "object",
                description: "per rule: a level, or an object with a level and the rule's options",
                properties: rules,
                additionalProperties: false,
            },
            upstreamFunctions: {
                type: "array",
                items: { type: "string" },
                description: "project functions to treat as upstream calls",
            },
            ignore: {
                type: "array",
                items: { type: "string" },
                description: "paths (relative to the server folder, globs) to leave out",
            },
            specRevision: {
                type: "string",
                pattern: "^\\d{4}-\\d{2}-\\d{2}$",
                description: "the MCP spec revision to assume (default: detected from the code)",
            },
            localFiles: { type: "boolean", description: "true: node:fs reads count as the upstream" },
        },
    };
}
