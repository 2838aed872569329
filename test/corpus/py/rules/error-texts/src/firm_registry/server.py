# Modelled on public Swiss open-data MCP servers (FastMCP) whose tools share one helper that words a failed request per HTTP status; written for this repository.
"""Firm register lookups: every tool catches its own request failure and hands it to one error-text helper."""

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("firm-registry")
BASE = "https://registry.example.org/api"


async def _get(path: str) -> dict:
    async with httpx.AsyncClient(timeout=20) as client:
        r = await client.get(f"{BASE}{path}")
        r.raise_for_status()
        return r.json()


def _handle_error(error: Exception, context: str = "") -> str:
    """One text per failure; the helper's lines are not where a tool answers with it."""
    prefix = f"Fehler bei {context}: " if context else "Fehler: "
    if isinstance(error, httpx.HTTPStatusError):
        status = error.response.status_code
        if status == 404:
            return f"{prefix}Ressource nicht gefunden (404)."
        if status == 429:
            return f"{prefix}Zu viele Anfragen, bitte spaeter erneut versuchen (429)."
        return f"{prefix}HTTP-Fehler {status}."
    if isinstance(error, httpx.TimeoutException):
        return f"{prefix}Zeitueberschreitung."
    return f"{prefix}{type(error).__name__}: {error}"


@mcp.tool()
async def get_firm(uid: str) -> str:
    """One firm by its UID."""
    try:
        firm = await _get(f"/firms/{uid}")
        return f"{firm['name']} ({firm['uid']}), {firm['seat']}"
    except Exception as e:
        # ruleid: empty-result-next-step — the tool's own catch answers with the helper's text, without isError
        return _handle_error(e, "Firmenabfrage")


@mcp.tool()
async def get_person(person_id: str) -> str:
    """One registered person by id."""
    try:
        person = await _get(f"/persons/{person_id}")
        return f"{person['name']}: {person['role']}"
    except httpx.HTTPError as err:
        # ruleid: empty-result-next-step
        return _handle_error(err)


@mcp.tool()
async def get_branch(branch_id: str) -> str:
    """Look-alike: the helper's text is raised."""
    try:
        branch = await _get(f"/branches/{branch_id}")
        return f"{branch['name']}, {branch['town']}"
    except Exception as e:
        # ok: empty-result-next-step
        raise RuntimeError(_handle_error(e, "Filialabfrage")) from e


@mcp.tool()
async def get_office(office_id: str) -> str:
    """Look-alike: the helper's text is held, then raised."""
    try:
        office = await _get(f"/offices/{office_id}")
        return f"{office['name']}, {office['town']}"
    except httpx.HTTPError as err:
        message = _handle_error(err, "Amtsabfrage")
        # ok: empty-result-next-step
        raise ValueError(message) from err
