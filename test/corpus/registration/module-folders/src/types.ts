// Module contract of the open-data hub corpus server; written for this repo.
import type { Tool } from "fastmcp";

export interface ApiModule {
  name: string;
  tools: Tool<undefined>[];
}
