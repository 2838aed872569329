/** What a tool's name says it does (ADJUDICATION rule 1: only annotations or a verb that writes make a mutation). */
import { describe, expect, it } from "vitest";
import { nameIntent } from "../src/model/vocabulary.js";

const intents = (names: string[]) => Object.fromEntries(names.map((n) => [n, nameIntent(n)?.intent ?? null]));

describe("the intent a tool's name states", () => {
  it("reads a word that is a noun as well as a write verb as the noun when a read verb follows it or it ends the name", () => {
    expect(
      intents(["archive_search", "nasa-archive-list", "posts_get", "fedlex_archive", "blog_post", "ia.comment.list"]),
    ).toEqual({
      archive_search: "query",
      "nasa-archive-list": "query",
      posts_get: "query",
      fedlex_archive: null,
      blog_post: null,
      "ia.comment.list": "query",
    });
  });
  it("still reads the verb of a name that writes, also after a prefix (look-alikes)", () => {
    expect(
      intents(["archive_issue", "archive", "gh_post_comment", "create_search_index", "repo_merge_branch", "delete"]),
    ).toEqual({
      archive_issue: "mutation",
      archive: "mutation",
      gh_post_comment: "mutation",
      create_search_index: "mutation",
      repo_merge_branch: "mutation",
      delete: "mutation",
    });
  });
  it("reads verbs that store or register data as writes: ingest, save, store, register, subscribe, revoke", () => {
    expect(
      intents([
        "ingestMemory",
        "save_note",
        "store_vector",
        "register_webhook",
        "subscribe_feed",
        "revoke_token",
        "storeys_list",
        "registry_search",
      ]),
    ).toEqual({
      ingestMemory: "mutation",
      save_note: "mutation",
      store_vector: "mutation",
      register_webhook: "mutation",
      subscribe_feed: "mutation",
      revoke_token: "mutation",
      // look-alikes: whole words only, and a read verb after a noun
      storeys_list: "query",
      registry_search: "query",
    });
  });
  it("matches whole words only, in snake, kebab and camel case", () => {
    expect(
      intents(["settings_show", "updates_list", "addresses", "archiveSearch", "archiveIssue", "setLabel"]),
    ).toEqual({
      settings_show: "query",
      updates_list: "query",
      addresses: null,
      archiveSearch: "query",
      archiveIssue: "mutation",
      setLabel: "mutation",
    });
    // a run-together lowercase name starts with its read verb; `addresses` names a thing
    expect(intents(["getweather", "searchpapers", "addresses"])).toEqual({
      getweather: "query",
      searchpapers: "query",
      addresses: null,
    });
  });
  it("reads `run_*` and `execute_*` as reads, and says nothing for a name without a verb", () => {
    expect(intents(["run_query", "execute_sql", "zh_edu_list_schools", "server_version"])).toEqual({
      run_query: "query",
      execute_sql: "query",
      zh_edu_list_schools: "query",
      server_version: null,
    });
  });
});
