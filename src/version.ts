/** The tool's name and version, read from package.json once (no import of JSON at run time needed). */
import { readFileSync } from "node:fs";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  name: string;
  version: string;
};

export const TOOL_NAME: string = pkg.name;
export const TOOL_VERSION: string = pkg.version;
