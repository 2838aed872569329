// fidelity-audit corpus: registration style plain-js (descriptions module), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
"use strict";

module.exports = {
  SEARCH_PACKAGES:
    "Search the open data catalogue. `text` is matched word by word (stemmed, whole tokens) against title, " +
    "description and keywords; all words must occur. Ordered by relevance, then by name.",
  LIST_GROUPS: "List all thematic groups of the catalogue (name and title), ordered by name.",
};
