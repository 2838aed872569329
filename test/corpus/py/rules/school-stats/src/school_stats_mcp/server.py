# Modelled on public cantonal education-statistics MCP servers (CSV open data, MCPServer); written for this repository.
"""Pupil counts per school community."""

from mcp.server.mcpserver import MCPServer

from .data import fetch_rows, fetch_rows_normalised, fetch_summary, filter_rows, parse_count, rows_of_year

mcp = MCPServer("school-stats")


@mcp.tool(annotations={"readOnlyHint": True})
async def list_communities() -> list[str]:
    """List the school communities."""
    rows = await fetch_rows("pupils")
    # ruleid: hardwired-key-spelling
    return sorted({r["Schulgemeinde"] for r in rows})


@mcp.tool(annotations={"readOnlyHint": True})
async def pupils_total(community: str) -> dict:
    """Total pupils of one school community."""
    rows = await fetch_rows("pupils")
    # ruleid: hardwired-key-spelling
    matched = filter_rows(rows, Schulgemeinde=community)
    # ruleid: non-number-as-zero
    total = sum(int(r.get("anzahl", 0)) for r in matched)
    # ruleid: non-number-as-zero
    ranked = sorted(matched, key=lambda r: int(r.get("anzahl") or 0))
    return {"community": community, "total": total, "largest": ranked[-1:] if ranked else []}


@mcp.tool(annotations={"readOnlyHint": True})
async def pupils_by_level(community: str) -> dict:
    """Pupils per level, suppressed cells counted apart."""
    rows = await fetch_rows_normalised("pupils")
    # ok: hardwired-key-spelling
    matched = [r for r in rows if r.get("schulgemeinde") == community]
    counts: dict[str, int] = {}
    suppressed = 0
    for r in matched:
        # ok: non-number-as-zero
        n = parse_count(r.get("anzahl"))
        if n is None:
            suppressed += 1
            continue
        # ok: hardwired-key-spelling
        level = r["stufe"]
        counts[level] = counts.get(level, 0) + n
    return {"community": community, "counts": counts, "suppressed_rows": suppressed}


@mcp.tool(annotations={"readOnlyHint": True})
async def pupils_by_year(community: str) -> dict:
    """Pupils per year after the header switched case."""
    rows = await fetch_rows_normalised("pupils")
    # ruleid: hardwired-key-spelling
    years = {r.get("Jahr") for r in rows if r.get("schulgemeinde") == community}
    return {"community": community, "years": sorted(y for y in years if y)}


@mcp.tool(annotations={"readOnlyHint": True})
async def latest_year(community: str) -> dict:
    """Latest year with data for one school community."""
    rows = await fetch_rows_normalised("pupils")
    dated = [r for r in rows if r.get("jahr", "").isdigit() and r.get("schulgemeinde") == community]
    # ok: non-number-as-zero
    latest = max((int(r.get("jahr", 0)) for r in dated), default=None)
    suggestions = sorted({r.get("schulgemeinde", "") for r in rows})[:5]
    return {"community": community, "latest_year": latest, "suggestions": suggestions or []}


@mcp.tool(annotations={"readOnlyHint": True})
async def pupils_table(community: str) -> str:
    """The pupils of a community per level, as a table; missing cells are shown as a dash."""
    summary = await fetch_summary(f"pupils/{community}")
    lines = []
    for r in summary.get("rows", []):
        # ok: non-number-as-zero (inline: a dash, never a 0, for a missing or empty cell)
        shown = f"{int(r.get('anzahl', 0)):,}".replace(",", "'") if r.get("anzahl") else "–"
        lines.append(f"{r['stufe']}: {shown}")
    return "\n".join(lines)


@mcp.tool(annotations={"readOnlyHint": True})
async def dataset_size(dataset: str) -> dict:
    """How many rows the portal says a dataset has."""
    summary = await fetch_summary(dataset)
    # ok: non-number-as-zero (a count on the answer's envelope, not a cell: rule 6's concern)
    total = int(summary.get("numHits", "0"))
    return {"dataset": dataset, "rows": total}


@mcp.tool(annotations={"readOnlyHint": True})
async def pupils_in_year(year: int, level: int = 1) -> dict:
    """How many rows of one school year are of one level, and how many carry no pupils."""
    rows = rows_of_year(await fetch_rows_normalised("pupils"), year)
    # ok: non-number-as-zero (inline: only compared with the caller's level number)
    at_level = [r for r in rows if int(r.get("stufe_nr", 0)) == level]
    # ruleid: non-number-as-zero
    without = [r for r in rows if int(r.get("anzahl") or 0) == 0]
    return {"year": year, "level": level, "rows_at_level": len(at_level), "rows_without_pupils": len(without)}
