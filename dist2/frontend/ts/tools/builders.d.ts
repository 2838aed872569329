/**
 * Framework builders that are not the SDK: `tool("pubmed_search", { description, input, handler })`
 * imported from a server framework package, the result handed to the framework's app
 * (`createApp({ tools: [searchTool] })`), which registers it.
 */
import { type SourceFile } from "../morph.js";
import { type Discovered } from "./tool.js";
/** `tool("name", { …, handler })` calls of a builder imported from a framework package (the SDK and AI SDKs excepted). */
export declare function fromFrameworkBuilders(files: SourceFile[]): Discovered[];
