import { type SpecRevision } from "../../model/spec-revision.js";
import type { LoadedPython } from "./load.js";
export declare function detectPySpecRevision(loaded: LoadedPython, configured?: string): SpecRevision;
