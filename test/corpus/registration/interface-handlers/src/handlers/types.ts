// Handler contract of the docs-proxy corpus server; written for this repo.
import type { ZodRawShape } from "zod";

export interface Repo {
  owner: string;
  name: string;
}

export interface Tool {
  name: string;
  description: string;
  paramsSchema: ZodRawShape;
  cb: (args: Record<string, string>) => Promise<unknown>;
  annotations?: { readOnlyHint?: boolean };
}

export interface RepoHandler {
  getTools(repo: Repo): Tool[];
}
