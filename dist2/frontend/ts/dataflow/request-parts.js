/** Which part of an upstream request (query string, body, header, URL) a value passed to the call lands in. */
import { Node } from "../morph.js";
import { unwrap } from "../syntax/resolve.js";
import { flatten } from "./values.js";
/** The labels of a value passed to an upstream call, each tagged with the request part it lands in. */
export function partsOf(v, dflt) {
    const out = new Map();
    const add = (labels, part) => {
        for (const [k, l] of labels)
            if (!out.has(k))
                out.set(k, l.part ? l : { ...l, part });
    };
    add(v.labels, dflt);
    for (const [name, fv] of v.fields ?? [])
        add(flatten(fv), PART_OF_FIELD[name] ?? dflt);
    return out;
}
const PART_OF_FIELD = {
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
export function isUrlLike(arg) {
    return !Node.isObjectLiteralExpression(unwrap(arg));
}
