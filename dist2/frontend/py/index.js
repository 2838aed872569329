/**
 * The Python front end: reads a Python MCP server's source with tree-sitter (WebAssembly, no
 * interpreter) and fills the same language-neutral server model as the TypeScript front end —
 * tools and their parameters, upstream calls, argument flows, fixed request values, model-visible
 * texts and return paths — so the model-reading analyzers run on it unchanged.
 */
import { readSuppressions } from "../../suppress.js";
import { descriptionTexts } from "../texts.js";
import { buildPyCacheSettings } from "./cache-facts.js";
import { analyseFlows } from "./flow.js";
import { detectPython, isParsed, loadPython } from "./load.js";
import { buildPyOrderSources } from "./order-facts.js";
import { assignPyScopes } from "./scopes.js";
import { detectPySpecRevision } from "./spec.js";
import { clearSyntaxCaches, ProjectIndex } from "./syntax.js";
import { buildPyTestSuite } from "./test-facts.js";
import { discoverTools } from "./tools.js";
function suppressionsIn(f) {
    if (!isParsed(f))
        return [];
    return readSuppressions(f.text, f.rel, {
        marker: "#",
        insideLiteral: (offset) => {
            const at = f.root.descendantForIndex(offset);
            for (let n = at; n; n = n.parent)
                if (n.type === "string" || n.type === "string_content")
                    return true;
            return false;
        },
    });
}
function collectTexts(tools, extra) {
    const texts = [];
    for (const tool of tools)
        texts.push(...descriptionTexts(tool));
    return [...texts, ...extra];
}
export const pythonFrontend = {
    language: "python",
    label: "Python",
    detect(root, config) {
        const d = detectPython(root, config.ignore);
        if (!d.files)
            return { found: false, reason: "no Python source file" };
        return {
            found: true,
            reason: d.configs.length ? `${d.configs.join(", ")} and Python source files` : "Python source files",
        };
    },
    load(root, config, timings) {
        return timings.time("load", () => loadPython(root, { ignore: config.ignore }));
    },
    buildModel(loaded, { config, timings }) {
        const index = timings.time("model", () => new ProjectIndex(loaded));
        const discovery = timings.time("model › tools", () => discoverTools(loaded, index));
        const flows = timings.time("model › dataflow engine", () => analyseFlows(loaded, index, discovery, config.upstreamFunctions));
        const scopes = timings.time("model › scopes", () => assignPyScopes(loaded, discovery, flows.upstreamCalls));
        const model = {
            root: loaded.root,
            tools: discovery.tools,
            upstreamCalls: flows.upstreamCalls,
            flows: flows.flows,
            texts: collectTexts(discovery.tools, flows.texts),
            fixedValues: flows.fixedValues,
            responseReads: flows.responseReads,
            sortSites: flows.sortSites,
            ...(scopes ? { scopes } : {}),
            cacheSettings: buildPyCacheSettings(index, loaded.files, discovery.tools, flows.reachedFunctions),
            orderSources: buildPyOrderSources(index, loaded.files),
            upstreamOrders: flows.upstreamOrders,
        };
        const tests = timings.time("model › tests", () => buildPyTestSuite(loaded, flows.upstreamCalls, discovery.tools));
        if (tests)
            model.tests = tests;
        const spec = detectPySpecRevision(loaded, config.specRevision);
        clearSyntaxCaches();
        const suppressions = timings.time("suppressions", () => [...loaded.files, ...loaded.testFiles].flatMap(suppressionsIn));
        // the model holds plain data only: free the trees' WebAssembly memory (a batch parses many servers)
        for (const f of [...loaded.files, ...loaded.testFiles])
            if (isParsed(f))
                f.tree.delete();
        const notes = [...loaded.notes];
        if (discovery.servers.length)
            notes.push(`Python MCP server objects: ${discovery.servers.join(", ")}`);
        return {
            language: "python",
            model,
            project: {
                projectConfigs: loaded.projectConfigs,
                filesAnalysed: loaded.files.length,
                testFiles: loaded.testFiles.length,
                parseFailures: loaded.parseFailures,
                skipped: loaded.skipped,
                notes,
                unread: loaded.unread,
            },
            unresolvedSites: discovery.unresolvedSites,
            limits: flows.limits,
            spec,
            suppressions,
            syntax: {},
        };
    },
};
