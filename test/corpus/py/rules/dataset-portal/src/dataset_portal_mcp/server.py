# Modelled on public CKAN open-data portal MCP servers (FastMCP, German-language texts); written for this repository.
"""Dataset portal MCP server: empty results whose next step stands after a line break of an f-string."""

import httpx
from mcp.server.fastmcp import FastMCP

from .texts import no_resources, not_found

mcp = FastMCP("dataset-portal")
CKAN = "https://ckan.example.ch/api/3/action"


async def _action(name: str, params: dict) -> dict:
    async with httpx.AsyncClient() as client:
        resp = await client.get(f"{CKAN}/{name}", params=params)
    resp.raise_for_status()
    return resp.json()


class Portal:
    async def tags(self, dataset_id: str) -> str:
        data = await _action("package_show", {"id": dataset_id})
        tags = data.get("result", {}).get("tags") or []
        if not tags:
            # ok: empty-result-next-step — a class method's f-string: the instruction follows "\\n"
            return f"Keine Schlagwörter für '{dataset_id}'.\nVersuche portal_search_datasets mit einem Oberbegriff."
        return ", ".join(t["name"] for t in tags)

    async def groups(self, dataset_id: str) -> str:
        data = await _action("package_show", {"id": dataset_id})
        groups = data.get("result", {}).get("groups") or []
        if not groups:
            # ruleid: empty-result-next-step
            return f"Keine Gruppen für '{dataset_id}'.\nDer Datensatz ist keiner Gruppe zugeordnet."
        return ", ".join(g["name"] for g in groups)


_portal = Portal()


@mcp.tool()
async def portal_get_dataset(dataset_id: str) -> str:
    """One dataset by its id."""
    data = await _action("package_show", {"id": dataset_id})
    if not data.get("success"):
        # ok: empty-result-next-step — inline: the next step stands after the line break
        return f"Fehler: Datensatz '{dataset_id}' nicht gefunden.\nUse portal_search_datasets to find valid dataset IDs."
    return str(data["result"].get("title", dataset_id))


@mcp.tool()
async def portal_dataset_by_id(dataset_id: str) -> str:
    """One dataset by its id, through the text helpers."""
    data = await _action("package_show", {"id": dataset_id})
    if not data.get("success"):
        return not_found(dataset_id)
    return str(data["result"].get("title", dataset_id))


@mcp.tool()
async def portal_dataset_resources(dataset_id: str) -> str:
    """The files of one dataset."""
    data = await _action("package_show", {"id": dataset_id})
    resources = data.get("result", {}).get("resources") or []
    if not resources:
        # ruleid: empty-result-next-step
        return no_resources(dataset_id)
    return "\n".join(r["url"] for r in resources)


@mcp.tool()
async def portal_dataset_tags(dataset_id: str) -> str:
    """The tags of one dataset."""
    return await _portal.tags(dataset_id)


@mcp.tool()
async def portal_dataset_groups(dataset_id: str) -> str:
    """The groups of one dataset."""
    return await _portal.groups(dataset_id)
