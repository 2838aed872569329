/** Every front end, in the order their models are merged. Adding a language: one folder here, one entry below. */
import { pythonFrontend } from "./py/index.js";
import { typescriptFrontend } from "./ts/index.js";
export const FRONTENDS = [typescriptFrontend, pythonFrontend];
