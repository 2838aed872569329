/**
 * Keys the server chose itself (rule 13's *Abgrenzung*: "the caller's own field names passed through,
 * or keys of a map the code built itself"). A row whose key set the server wrote in its own request —
 * the result columns of its own SQL text, the field list it asks the upstream to return — answers
 * under those names or fails; a read of such a key is not a guessed spelling of someone else's header.
 *
 * Language-neutral: front ends hand over the texts a request is built from (a `${…}` stands for a part
 * built in code).
 */

/** The result names of every `SELECT … FROM` list in a SQL text: aliases (`AS x`) and plain columns, lower-cased. */
export function sqlResultNames(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/\bselect\s+(?:distinct\s+|top\s*\(?\s*\d+\s*\)?\s+)*([\s\S]*?)(?:\bfrom\b|$)/gi)) {
    for (const item of splitTopLevel(m[1] ?? "")) {
      const alias = /\bas\s+("[^"]+"|`[^`]+`|\[[^\]]+\]|'[^']+'|[\p{L}_][\p{L}\p{N}_$]*)\s*$/iu.exec(item);
      const plain = /(?:^|\.)("[^"]+"|`[^`]+`|\[[^\]]+\]|[\p{L}_][\p{L}\p{N}_$]*)\s*$/u.exec(item.trim());
      const name = alias?.[1] ?? plain?.[1];
      if (name) out.add(name.replace(/^["`'[]|["`'\]]$/g, "").toLowerCase());
    }
  }
  return out;
}

/** Items of a select list, split at commas outside parentheses. */
function splitTopLevel(list: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let cur = "";
  for (const c of list) {
    if (c === "(") depth++;
    else if (c === ")") depth--;
    if (c === "," && depth === 0) {
      items.push(cur);
      cur = "";
    } else cur += c;
  }
  items.push(cur);
  return items.filter((s) => s.trim());
}

/**
 * Whether the texts of a request the server sent name `key` as a field it asks for: a SQL select list
 * (case-insensitive: the server wrote the name), a field list entry (`fields: ["Award ID", …]`), or an
 * item of a comma list (`fields: "Award ID,Recipient Name"`). `listItems` are the request's string
 * values that stand as an element of a list or a property value; `texts` every text of the request.
 */
export function requestNamesKey(key: string, listItems: readonly string[], texts: readonly string[]): boolean {
  if (listItems.some((t) => t === key || (t.includes(",") && t.split(",").some((p) => p.trim() === key)))) return true;
  const k = key.toLowerCase();
  return texts.some((t) => /\bselect\b/i.test(t) && sqlResultNames(t).has(k));
}
