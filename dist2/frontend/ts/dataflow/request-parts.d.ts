/** Which part of an upstream request (query string, body, header, URL) a value passed to the call lands in. */
import type { RequestPart } from "../../../model/types.js";
import { Node } from "../morph.js";
import { type Label, type Value } from "./values.js";
/** The labels of a value passed to an upstream call, each tagged with the request part it lands in. */
export declare function partsOf(v: Value, dflt: RequestPart): Map<string, Label>;
export declare function isUrlLike(arg: Node): boolean;
