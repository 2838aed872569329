# Modelled on public MCP servers over a central bank's data warehouse (FastMCP over httpx); written for this repository.
"""Helpers: the two ends of a date window, sent only when set, in a module function and a class method."""

import httpx

CUBES = "https://data.central-bank.example/api/cube"


async def cube_data(cube: str, from_date: str | None, to_date: str | None) -> dict:
    params: dict[str, str] = {}
    if from_date:
        # ruleid: scope-only-when-set#sent-only-when-set — the start of the window left to the upstream
        params["fromDate"] = from_date
    if to_date:
        # ok: scope-only-when-set — the end of the window left out runs up to the latest observation
        params["toDate"] = to_date
    async with httpx.AsyncClient() as client:
        r = await client.get(f"{CUBES}/{cube}/data", params=params)
    r.raise_for_status()
    return r.json()


class Warehouse:
    """The same warehouse read through a class."""

    async def series(self, cube: str, since: str | None = None, until: str | None = None) -> dict:
        params: dict[str, str] = {}
        if since:
            # ruleid: scope-only-when-set#sent-only-when-set — in a class method: the lower end of the window
            params["since"] = since
        if until:
            # ok: scope-only-when-set — in a class method: the upper end, left out, is "up to the latest"
            params["until"] = until
        async with httpx.AsyncClient() as client:
            r = await client.get(f"{CUBES}/{cube}/series", params=params)
        r.raise_for_status()
        return r.json()
