import type { TestSuite } from "../../model/types.js";
import type { LoadedProject } from "./load.js";
import { type SourceFile } from "./morph.js";
/** Everything `ServerModel.tests` holds, for a project's test files; undefined when it has none. */
export declare function buildTestSuite(loaded: LoadedProject, upstreamFiles: Set<SourceFile>): TestSuite | undefined;
