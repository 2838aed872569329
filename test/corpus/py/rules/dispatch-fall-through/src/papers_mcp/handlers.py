# Modelled on the handler modules of public low-level research-paper MCP servers; written for this repository.
"""Handlers of the paper tools: each takes the call's arguments and returns MCP content."""

import json

import httpx
import mcp.types as types

API = "https://papers.example.org/api"


async def _get(path: str, params: dict) -> dict:
    async with httpx.AsyncClient(timeout=20) as client:
        r = await client.get(f"{API}{path}", params=params)
        r.raise_for_status()
        return r.json()


async def handle_search(arguments: dict) -> list[types.TextContent]:
    data = await _get("/search", {"q": arguments["query"], "rows": 20})
    hits = data["results"]
    # the empty answer leaves through call_tool's `return result` (server.py)
    return [types.TextContent(type="text", text=json.dumps(hits))]


async def handle_by_author(arguments: dict) -> list[types.TextContent]:
    data = await _get("/authors/papers", {"name": arguments["author"]})
    papers = data["papers"]
    if not papers:
        # ok: empty-result-next-step, empty-result-no-echo
        return [
            types.TextContent(
                type="text",
                text=f"No papers by '{arguments['author']}'. Try the family name only, or search_papers with a title word.",
            )
        ]
    return [types.TextContent(type="text", text=json.dumps(papers))]


async def handle_recent(arguments: dict) -> list[types.TextContent]:
    data = await _get("/recent", {"category": arguments["category"]})
    items = data["items"]
    # the empty answer leaves through call_tool's `return payload` (alerts.py)
    return [types.TextContent(type="text", text=json.dumps(items))]
