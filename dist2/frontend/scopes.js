const EXAMPLE_DIR = /^(examples?|demos?|samples?)$/i;
/** The example folder a path (relative to the root, forward slashes) lies under, or undefined. */
export function exampleFolderOf(folder) {
    const parts = folder.split("/");
    const i = parts.findIndex((p) => EXAMPLE_DIR.test(p));
    return i < 0 ? undefined : parts.slice(0, i + 1).join("/");
}
/** Decides the kind of each scope (see the module comment); the input order is kept. */
export function decideScopeKinds(candidates) {
    const underExample = (c) => exampleFolderOf(c.folder) !== undefined;
    const exampleLike = (c) => underExample(c) && !c.publishedBy;
    const shipped = candidates.filter((c) => c.tools > 0 && !exampleLike(c));
    return candidates.map((c) => {
        let kind = "server";
        let reason;
        if (exampleLike(c) && shipped.length > 0) {
            kind = "example";
            reason = `under ${exampleFolderOf(c.folder)}/ and not published by the project at the root, beside ${(shipped.find((o) => o.reachesUpstream) ?? shipped[0]).id}`;
        }
        else if (!c.reachesUpstream &&
            c.localFileRead &&
            c.tools > 0 &&
            candidates.some((o) => o !== c && o.reachesUpstream)) {
            kind = "local-files";
            reason = `a companion server whose tools reach no upstream call and which reads local files (${c.localFileRead})`;
        }
        else if (underExample(c))
            reason = c.publishedBy
                ? `under ${exampleFolderOf(c.folder)}/, but published by the project at the root (${c.publishedBy})`
                : `under ${exampleFolderOf(c.folder)}/, but no other server in the tree is the shipped one`;
        else
            reason = "a server of the tree";
        return { id: c.id, folder: c.folder, kind, reason, ...(c.definedBy ? { definedBy: c.definedBy } : {}) };
    });
}
/** The innermost scope whose folder holds a file (relative to the root), or undefined. */
export function scopeOfFile(scopes, file) {
    let best;
    for (const s of scopes) {
        const inside = s.folder === "." || file === s.folder || file.startsWith(`${s.folder}/`);
        if (inside && (!best || s.folder.length > best.folder.length))
            best = s;
    }
    return best;
}
export const EXAMPLE_LISTED_REASON = "a tool of an example or demo server in the tree, not of the shipped server";
