# Modelled on public open-data catalogue (CKAN) MCP servers that answer in Markdown built piece by piece (FastMCP, mcp 1.x); written for this repository.
"""Markdown for search results."""


def no_hits(query: str, organization: str | None) -> str:
    msg = "## Keine Datensätze gefunden\n\n"
    msg += "Die Suche ergab keine Treffer."
    return msg


def no_hits_echoed(query: str, organization: str | None) -> str:
    msg = "## Keine Datensätze gefunden\n\n"
    msg += f"Gesucht: «{query}» in Organisation {organization or 'alle'}."
    return msg


def listing(packages: list[dict]) -> str:
    lines = [f"- {p['title']}" for p in packages]
    return "\n".join(lines)
