/** Which part of an upstream request (query string, body, header, URL) a value passed to the call lands in. */

import type { RequestPart } from "../../../model/types.js";
import { Node } from "../morph.js";
import { unwrap } from "../syntax/resolve.js";
import { flatten, type Label, type Value } from "./values.js";

/** The labels of a value passed to an upstream call, each tagged with the request part it lands in. */
export function partsOf(v: Value, dflt: RequestPart): Map<string, Label> {
  const out = new Map<string, Label>();
  const add = (labels: Map<string, Label>, part: RequestPart) => {
    for (const [k, l] of labels) if (!out.has(k)) out.set(k, l.part ? l : { ...l, part });
  };
  add(v.labels, dflt);
  for (const [name, fv] of v.fields ?? []) add(flatten(fv), PART_OF_FIELD[name] ?? dflt);
  return out;
}

const PART_OF_FIELD: Record<string, RequestPart> = {
  params: "query",
  searchParams: "query",
  query: "query",
  qs: "query",
  body: "body",
  data: "body",
  json: "body",
  form: "body",
  variables: "body",
  headers: "header",
  url: "url",
};

export function isUrlLike(arg: Node): boolean {
  return !Node.isObjectLiteralExpression(unwrap(arg));
}
