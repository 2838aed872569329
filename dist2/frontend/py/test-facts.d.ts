import type { TestSuite, ToolModel, UpstreamCall } from "../../model/types.js";
import { type LoadedPython } from "./load.js";
/** Everything `ServerModel.tests` holds, for a Python project's test files; undefined when it has none. */
export declare function buildPyTestSuite(loaded: LoadedPython, upstreamCalls: UpstreamCall[], tools: ToolModel[]): TestSuite | undefined;
