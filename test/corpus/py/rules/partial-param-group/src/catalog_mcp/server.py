# Modelled on public statistics-portal MCP servers (FastMCP, pydantic input models, httpx); written for this repository.
"""Statistics catalogue MCP server."""

import json
from typing import Literal

from mcp.server.fastmcp import FastMCP
from pydantic import BaseModel, Field

from .portal import Tables, first, get_json

mcp = FastMCP("catalog")


class SearchInput(BaseModel):
    query: str = Field(description="Words the table title must contain.")
    # ok: partial-param-group (read in a cut of the result: `rows[: params.limit]`)
    limit: int = Field(default=10, description="Most tables to return.")
    # ok: partial-param-group (read after `params = params or …`: it picks the output format)
    format: str = Field(default="markdown", description="'markdown' or 'json'.")


@mcp.tool()
async def search_tables(params: SearchInput | None = None) -> str:
    """Tables whose title contains the words."""
    params = params or SearchInput(query="")
    rows = (await get_json("/tables", {"q": params.query})).get("tables", [])
    rows = rows[: params.limit]
    if params.format == "json":
        return json.dumps(rows)
    return "\n".join(f"- {r.get('title', '')}" for r in rows)


class ListInput(BaseModel):
    theme: str = Field(description="Theme code.")
    # ok: partial-param-group (handed to a helper in another file that cuts the rows)
    limit: int = Field(default=10, description="Most tables to return.")
    # ruleid: partial-param-group
    latest_only: bool = Field(default=True, description="Only the newest table of each series.")


@mcp.tool()
async def list_theme(params: ListInput) -> str:
    """The tables of one theme."""
    rows = (await get_json("/tables", {"theme": params.theme})).get("tables", [])
    return json.dumps(first(rows, params.limit))


class FindInput(BaseModel):
    words: str = Field(description="Words of the title.")
    # ruleid: partial-param-group
    language: str = Field(default="de", description="Language of the titles.")
    # ok: partial-param-group (a conditional expression keeps the model: `params if params else …`)
    top: int = Field(default=5, description="Most tables to return.")


@mcp.tool()
async def find_tables(params: FindInput | None = None) -> str:
    """Tables found through the client class."""
    params = params if params else FindInput(words="")
    rows = await Tables().search(params.words)
    return json.dumps(rows[: params.top])


class LatestInput(BaseModel):
    theme: str = Field(description="Theme code.")
    year: int | None = Field(default=None, description="Berichtsjahr (neueste verfügbare Daten wenn leer).")
    status: str | None = Field(default=None, description="Status der Tabelle (aktuell, archiviert).")


@mcp.tool()
async def latest_tables(params: LatestInput) -> str:
    """Die Tabellen eines Themas für ein Berichtsjahr."""
    query = {"theme": params.theme}
    if params.year:
        # ok: scope-only-when-set (the description says what omission means: the newest data)
        query["year"] = params.year
    if params.status:
        # ruleid: scope-only-when-set
        query["status"] = params.status
    return json.dumps((await get_json("/tables", query)).get("tables", []))


class ExportInput(BaseModel):
    # ok: partial-param-group (a required single-value discriminator: the caller has no choice to make)
    kind: Literal["table-export"]
    table: str = Field(description="Table id.")
    # ruleid: partial-param-group
    encoding: str = Field(default="utf-8", description="Text encoding of the export.")


@mcp.tool()
async def export_table(params: ExportInput) -> str:
    """One table as CSV."""
    return json.dumps(await get_json(f"/tables/{params.table}/export", {}))
