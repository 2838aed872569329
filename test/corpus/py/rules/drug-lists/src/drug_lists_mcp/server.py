# Modelled on public MCP servers for national drug and tariff lists whose helpers catch the request themselves, page through official series and hint at the next call in German; written for this repository.
import httpx
from mcp.server.fastmcp import FastMCP

API = "https://lists.example.org/api"
mcp = FastMCP("drug-lists")


def _error_text(error: Exception) -> str:
    if isinstance(error, httpx.HTTPStatusError):
        if error.response.status_code == 429:
            # ok: empty-result-next-step — no request failure reaches the excepts that call this helper
            return "Fehler: zu viele Anfragen (429)."
        # ok: empty-result-next-step
        return f"Fehler: HTTP {error.response.status_code}."
    # ok: empty-result-next-step
    return f"Fehler: {type(error).__name__}"


async def _search_api(term: str, limit: int) -> dict:
    try:
        async with httpx.AsyncClient(timeout=30) as client:
            r = await client.get(f"{API}/search", params={"q": term, "limit": limit})
            r.raise_for_status()
            return r.json()
    except Exception:
        # ruleid: empty-result-next-step — every failure of the request becomes a record of its own, read as data
        return {"hinweis": "Die Suche ist derzeit nur im Portal möglich.", "portal": f"{API}/portal/{term}"}


def _fetch_codes(group: str) -> dict:
    try:
        r = httpx.get(f"{API}/codes", params={"group": group}, timeout=30)
        r.raise_for_status()
        return r.json()
    except:  # noqa: E722
        # ruleid: empty-result-next-step — the bare except form of the same stand-in
        return {"gruppe": group, "quelle": "Portal"}


def _fetch_tariffs(code: str) -> dict:
    try:
        r = httpx.get(f"{API}/tariffs", params={"code": code}, timeout=30)
        r.raise_for_status()
        return r.json()
    except httpx.HTTPError as e:
        # ok: empty-result-next-step — the failure is raised on to the caller, whose except answers it
        raise RuntimeError(f"tariff lookup failed: {e}") from e


def _fetch_price(code: str) -> dict:
    try:
        r = httpx.get(f"{API}/prices", params={"code": code}, timeout=30)
        r.raise_for_status()
        return r.json()
    except Exception as e:
        # ok: empty-result-next-step — a record that says it failed (its "error" field), beside nothing
        return {"error": str(e), "code": code}


@mcp.tool()
async def drug_search(term: str, limit: int = 20) -> str:
    """Search the specialities list by name or active ingredient."""
    try:
        found = await _search_api(term, limit)
        if "hinweis" in found:
            return f"{found['hinweis']} {found['portal']}"
        return "\n".join(item["name"] for item in found["results"])
    except Exception as e:
        return _error_text(e)


@mcp.tool()
def drug_codes(group: str) -> str:
    """The codes of one product group."""
    try:
        codes = _fetch_codes(group)
        # ruleid: empty-result-next-step, empty-result-no-echo — an empty code list comes out as an empty text
        return ", ".join(codes.get("codes", []))
    except httpx.HTTPError as e:
        return _error_text(e)


@mcp.tool()
def drug_tariff(code: str) -> str:
    """The tariff of one code."""
    try:
        t = _fetch_tariffs(code)
        return f"{t['code']}: {t['tariff']}"
    except Exception as e:
        # ruleid: empty-result-next-step — the helper raises on, so a failed request reaches this text
        return f"Fehler beim Tarif: {e}"


@mcp.tool()
def drug_price(code: str) -> dict:
    """The public price of one code."""
    return _fetch_price(code)
from . import series  # noqa: E402,F401
