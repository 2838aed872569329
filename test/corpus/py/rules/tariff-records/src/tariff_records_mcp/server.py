# Modelled on public linked-data MCP servers that read SPARQL bindings and indicator APIs into records (FastMCP, mcp 1.x); written for this repository.
"""Tools over electricity tariffs (SPARQL) and an indicator API."""

import httpx
from mcp.server.fastmcp import FastMCP

from .bindings import TariffStore, cell, strict_number

mcp = FastMCP("tariff-records")
INDICATORS = "https://indicators.example.org/api/data"


def _store() -> TariffStore:
    return TariffStore(httpx.AsyncClient(timeout=30))


@mcp.tool()
async def tariffs_by_municipality(bfs_nr: int) -> list[dict]:
    """Tariff observations of one municipality, per period."""
    rows = await _store().bindings(f"SELECT ?period ?total WHERE {{ ?o :municipality {bfs_nr} }}")
    out = []
    for b in rows:
        out.append(
            {
                # ruleid: non-number-as-zero
                "period": int(cell(b, "period") or 0),
                # ok: non-number-as-zero
                "total": strict_number(b, "total"),
            }
        )
    return out


@mcp.tool()
async def median_tariffs(year: int) -> list[dict]:
    """Median tariff per canton for one year."""
    return await _store().medians(year)


async def _indicator(code: str, indicator: str) -> dict:
    async with httpx.AsyncClient(timeout=30) as client:
        resp = await client.get(INDICATORS, params={"geo": code, "indicator": indicator})
        resp.raise_for_status()
        return resp.json()


@mcp.tool()
async def compare_countries(indicator: str, codes: list[str]) -> str:
    """Latest value of one indicator for several countries, highest first."""
    results: list[dict] = []
    for code in codes:
        data = await _indicator(code, indicator)
        latest = data["records"][0]
        results.append({"country": code, "value": latest["value"], "year": latest["year"]})
    # ruleid: non-number-as-zero
    results.sort(key=lambda r: float(r["value"] or 0), reverse=True)
    lines = [f"{r['country']}: {r['value']} ({r['year']})" for r in results]
    return "\n".join(lines)


@mcp.tool()
async def rank_countries(indicator: str, codes: list[str]) -> str:
    """Countries ranked by one indicator; countries without a value are listed last and counted."""
    rows = []
    for code in codes:
        data = await _indicator(code, indicator)
        rows.append({"country": code, "value": data["records"][0]["value"]})
    known = [r for r in rows if r["value"] is not None]
    # ok: non-number-as-zero
    known.sort(key=lambda r: (float(r["value"]), r["country"]), reverse=True)
    missing = len(rows) - len(known)
    note = f"{missing} of {len(rows)} countries have no value" if missing else ""
    return "\n".join(f"{r['country']}: {r['value']}" for r in known) + note


def main() -> None:
    mcp.run()
