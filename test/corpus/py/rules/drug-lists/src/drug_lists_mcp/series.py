# Modelled on public MCP servers for national drug and tariff lists whose helpers catch the request themselves, page through official series and hint at the next call in German; written for this repository.
import json

import httpx

from .server import API, mcp


def _get(path: str, params: dict) -> dict:
    r = httpx.get(f"{API}/{path}", params=params, timeout=30)
    r.raise_for_status()
    return r.json()


@mcp.tool()
def latest_admissions() -> str:
    """The admissions of the latest year of the series."""
    data = _get("admissions", {"series": "yearly"})
    years = data["years"]
    latest = years[-1]
    # ok: empty-result-next-step, empty-result-no-echo — an empty series raises at years[-1] before this return
    return json.dumps({"year": latest, "count": data["counts"][latest], "labels": data["labels"]})


@mcp.tool()
def first_listing(term: str) -> str:
    """The first listing for a term."""
    rows = _get("listings", {"q": term})["rows"]
    # ok: empty-result-next-step, empty-result-no-echo — one entry by position: no empty result, an IndexError
    return json.dumps(rows[0])


@mcp.tool()
def listing_rows(term: str) -> str:
    """All listings for a term."""
    rows = _get("listings", {"q": term, "all": 1})["rows"]
    head = rows[0] if len(rows) > 0 else None
    print(head)
    # ruleid: empty-result-next-step, empty-result-no-echo — the position index is under a test, so the empty list still comes out
    return json.dumps(rows)


@mcp.tool()
def recent_changes(days: int = 30) -> str:
    """Changes to the list within the last days."""
    rows = _get("changes", {"days": days})["rows"]
    if not rows:
        # ok: empty-result-next-step — names the argument and the value to give it
        return f"Keine Änderungen in den letzten {days} Tagen.\n\n**Tipp:** `days` erhöhen, z.B. `days=90`."
    return "\n".join(r["title"] for r in rows)


@mcp.tool()
def changes_since(since_year: int) -> str:
    """Changes since a year."""
    rows = _get("changes", {"since": since_year})["rows"]
    if not rows:
        # ok: empty-result-next-step — the argument in code quotes and a value for it, in German prose
        return f"Keine Änderungen seit {since_year}. Für die ganze Reihe `since_year` auf 1996 setzen."
    return "\n".join(r["title"] for r in rows)


@mcp.tool()
def upcoming_changes(days_ahead: int = 30) -> str:
    """Changes planned for the next days."""
    rows = _get("upcoming", {"days": days_ahead})["rows"]
    if not rows:
        # ruleid: empty-result-next-step — the argument with the request's own value is an echo, not a step
        return f"Keine geplanten Änderungen (days_ahead={days_ahead})."
    return "\n".join(r["title"] for r in rows)


@mcp.tool()
def withdrawn(days: int = 30) -> str:
    """Products withdrawn within the last days."""
    rows = _get("withdrawn", {"days": days})["rows"]
    if not rows:
        # ruleid: empty-result-next-step — a link's query string is no step either
        return f"Keine Rückzüge ({days} Tage). Portal: {API}/portal?days=365"
    return "\n".join(r["title"] for r in rows)


def _none(message: str, days: int, offset: int) -> dict:
    return {"count": 0, "hint": message, "request": {"days": days, "offset": offset}}


@mcp.tool()
def price_cuts(days: int = 30, offset: int = 0) -> dict:
    """Price cuts within the last days."""
    results = _get("cuts", {"days": days, "offset": offset})["rows"]
    if not results:
        return _none("Keine Preissenkungen: `days=90` versuchen.", days, offset)
    items = [{"code": r["code"], "price": r["price"]} for r in results]
    # ok: empty-result-no-echo, empty-result-next-step — items is built one per entry of results, tested empty above
    return {"count": len(items), "offset": offset, "results": items}


@mcp.tool()
def price_rises(days: int = 30, offset: int = 0) -> dict:
    """Price rises within the last days."""
    results = _get("rises", {"days": days, "offset": offset})["rows"]
    if not results:
        return _none("Keine Preiserhöhungen: `days=90` versuchen.", days, offset)
    items = []
    for r in results:
        entry = {"code": r["code"], "price": r["price"]}
        items.append(entry)
    # ok: empty-result-no-echo, empty-result-next-step — the same, filled by a loop over results
    return {"count": len(items), "offset": offset, "results": items}


@mcp.tool()
def generic_rises(days: int = 30, offset: int = 0) -> dict:
    """Price rises of generics within the last days."""
    results = _get("rises", {"days": days, "offset": offset, "generic": 1})["rows"]
    if not results:
        return _none("Keine Preiserhöhungen: `days=90` versuchen.", days, offset)
    items = [{"code": r["code"]} for r in results if r.get("generic")]
    # ruleid: empty-result-no-echo, empty-result-next-step — the handler's own filter can empty a list results filled
    return {"count": len(items), "offset": offset, "results": items}
