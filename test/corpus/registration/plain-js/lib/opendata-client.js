// fidelity-audit corpus: registration style plain-js (got-based CKAN client), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
"use strict";

const got = require("got");

const client = got.extend({
  prefixUrl: process.env.CKAN_URL || "https://ckan.example.org/api/3/action",
  responseType: "json",
  timeout: 15000,
});

function unwrap(body, action) {
  if (!body || body.success !== true || !("result" in body)) {
    throw new Error(`${action}: unexpected envelope (keys: ${Object.keys(body || {}).join(", ")})`);
  }
  return body.result;
}

async function packageSearch(text, rows, start) {
  const { body } = await client.get("package_search", {
    searchParams: { q: text, rows, start, sort: "score desc, name asc" },
  });
  return unwrap(body, "package_search");
}

async function packageShow(id) {
  const { body } = await client.get("package_show", { searchParams: { id } });
  return unwrap(body, "package_show");
}

async function groupList() {
  const { body } = await client.get("group_list", { searchParams: { all_fields: true, sort: "name asc" } });
  return unwrap(body, "group_list");
}

async function resourceShow(id) {
  const { body } = await client.get("resource_show", { searchParams: { id } });
  return unwrap(body, "resource_show");
}

module.exports = { packageSearch, packageShow, groupList, resourceShow };
