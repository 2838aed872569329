/**
 * The selection set of a GraphQL document, read from its text (no schema): which response keys the
 * request itself names. A GraphQL server answers with exactly the fields a document selects (or with
 * an error), so a key named there is part of the request's own contract, like a key of a typed SDK.
 *
 * Language-neutral: front ends hand over the document's text, with each part they could not fold to a
 * constant written as `${…}` (a field name built in code matches any key there).
 */
/** A selection: the response keys under one field, merged over inline fragments and spreads. */
export interface Selection {
    fields: Map<string, Selection>;
    /** A field name built in code (`${rootField}(fullPath: $path) { … }`): any key, with this selection below it. */
    any?: Selection;
}
/**
 * The selection of a GraphQL executable document (`query …`, `mutation …`, `{ … }`, fragments
 * beside them), or undefined when the text is not one.
 */
export declare function parseGraphqlSelection(text: string): Selection | undefined;
/**
 * Whether every key of `path` (response keys from the answer's root) is named by the selection.
 * The GraphQL response envelope's `data` is stepped over when the document does not select a field
 * of that name. An empty path (or `data` alone) names no selected field.
 */
export declare function selectsPath(sel: Selection, path: string[]): boolean;
