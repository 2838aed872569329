/** Every front end, in the order their models are merged. Adding a language: one folder here, one entry below. */
import type { Frontend } from "./types.js";
export declare const FRONTENDS: readonly Frontend[];
