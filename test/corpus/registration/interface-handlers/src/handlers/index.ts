// Picks the handler of one repository for the docs-proxy corpus server; written for this repo.
import { DefaultHandler } from "./default.js";
import type { Repo, RepoHandler } from "./types.js";
import { WikiHandler } from "./wiki.js";

export function handlerFor(repo: Repo): RepoHandler {
  return repo.name.endsWith(".wiki") ? new WikiHandler() : new DefaultHandler();
}
