# Modelled on public legal-text and parliament search MCP servers (FastMCP, German descriptions); written for this repository.
"""Law, affair and archive search tools."""

import httpx
from mcp.server.fastmcp import FastMCP
from pydantic import Field

from .models import (
    CommitteeFilter,
    AffairSearch,
    ArchiveSearch,
    CatalogueSearch,
    DecisionSearch,
    LawSearch,
    LawSearchDocumented,
    NoticeSearch,
)

mcp = FastMCP("lawsearch")
API = "https://laws.example.org/api"


async def _get(path: str, params: dict) -> list[dict]:
    async with httpx.AsyncClient() as client:
        r = await client.get(f"{API}{path}", params=params)
        r.raise_for_status()
        return r.json()["items"]


@mcp.tool()
async def search_laws(params: LawSearch) -> list[dict]:
    """Durchsucht die Erlasse nach Titel."""
    return await _get("/laws", {"q": params.query, "rows": params.limit})


@mcp.tool()
async def search_laws_documented(params: LawSearchDocumented) -> list[dict]:
    """Durchsucht die Erlasse nach Titel."""
    return await _get("/laws", {"q": params.query})


@mcp.tool()
async def search_affairs(params: AffairSearch) -> list[dict]:
    """Geschäfte des Parlaments."""
    return await _get("/affairs", {"q": params.search, "mode": params.search_mode, "scope": params.search_scope})


@mcp.tool()
async def search_archive(params: ArchiveSearch) -> list[dict]:
    """Archivbestände."""
    return await _get("/archive", {"q": params.keywords})


@mcp.tool()
async def search_gazette(stichwort: str) -> list[dict]:
    # ruleid: query-syntax-undocumented — described only in the docstring's argument entry
    """stichwort: Stichwort im Titel der Publikation, z.B. 'Baubewilligung'."""
    return await _get("/gazette", {"q": stichwort})


@mcp.tool()
async def search_gazette_documented(stichwort: str) -> list[dict]:
    """Durchsucht das Amtsblatt.

    Args:
        stichwort: Stichwort im Titel; es zählen ganze Wörter, Gross-/Kleinschreibung egal.
    """
    # ok: query-syntax-undocumented
    return await _get("/gazette", {"q": stichwort})


@mcp.tool()
async def search_decisions(params: DecisionSearch) -> list[dict]:
    """Beschlüsse des Stadtrats."""
    return await _get("/decisions", {"q": params.query})


@mcp.tool()
async def search_catalogue(params: CatalogueSearch) -> list[dict]:
    """Datensätze im Katalog."""
    return await _get("/catalogue", {"q": params.thema})


@mcp.tool()
async def search_notices(params: NoticeSearch) -> list[dict]:
    """Meldungen im Amtsblatt."""
    return await _get("/notices", {"q": params.stichwort})


# a tool whose docstring names a full-text syntax (FTS5) in German: the granularity is still owed
@mcp.tool()
async def search_statutes(
    # ruleid: query-syntax-undocumented#granularity-undocumented
    begriffe: str = Field(..., description="Suchbegriffe im Gesetzestext."),
) -> list[dict]:
    """Volltextsuche in den Gesetzen.

    FTS5-Syntax: AND, OR, NOT, Phrasensuche mit Anführungszeichen.
    """
    return await _get("/statutes", {"q": begriffe})


@mcp.tool()
async def search_preprints(
    # ok: query-syntax-undocumented — "als exakte Phrase gesucht" says how the words match
    suchtext: str = Field(..., description="Suchbegriffe in natürlicher Sprache; wird als exakte Phrase gesucht."),
    # ok: query-syntax-undocumented — SQL LIKE defines its wildcards and matches the whole name
    name_pattern: str = Field(default="%", description="LIKE pattern to match author names (% = any characters)."),
) -> list[dict]:
    """Preprints durchsuchen."""
    return await _get("/preprints", {"q": suchtext, "filter": name_pattern})


@mcp.tool()
async def search_committees(params: CommitteeFilter) -> list[dict]:
    """Committees whose name matches the filter."""
    return await _get("/committees", {"name": params.name})


@mcp.tool()
async def list_procedures(
    # ok: query-syntax-undocumented — the docstring says what each wildcard matches: a glob over names defines the match
    name_pattern: str = Field(default="*", description="Pattern to match procedure names (supports wildcards * and ?)."),
) -> list[dict]:
    """List stored procedures.

    Wildcards in name_pattern: * matches any run of characters, ? matches a single character.
    """
    return await _get("/procedures", {"pattern": name_pattern})


@mcp.tool()
async def list_ordinances(
    # ruleid: query-syntax-undocumented#granularity-undocumented — the wildcards are named, not what they match
    name_pattern: str = Field(default="*", description="Pattern to match ordinance names (supports wildcards * and ?)."),
) -> list[dict]:
    """List ordinances by name."""
    return await _get("/ordinances", {"pattern": name_pattern})


@mcp.tool()
async def search_gazette(
    # ruleid: query-syntax-undocumented#granularity-undocumented — a full-text index (Volltext): defined wildcards leave whole words or substrings open
    q: str = Field(..., description="Volltextsuche im Amtsblatt; * steht für beliebige Zeichen."),
) -> list[dict]:
    """Search the official gazette."""
    return await _get("/gazette", {"q": q})
