# Modelled on public environmental-monitoring MCP servers that list stations and measurements over httpx (FastMCP, mcp 1.x); written for this repository.
"""Requests to the monitoring API."""

import logging

import httpx

BASE = "https://monitoring.example.org/api"
log = logging.getLogger(__name__)


async def get_json(path: str, params: dict | None = None) -> dict:
    async with httpx.AsyncClient(timeout=20) as client:
        resp = await client.get(f"{BASE}{path}", params=params)
        resp.raise_for_status()
        return resp.json()


async def station_readings(code: str) -> list[dict]:
    readings = []
    try:
        readings = (await get_json(f"/stations/{code}/readings"))["readings"]
    # ruleid: empty-result-next-step
    except httpx.HTTPError:
        log.warning("readings of %s unavailable", code)
    return readings


async def station_alerts(code: str) -> list[dict]:
    alerts = []
    try:
        alerts = (await get_json(f"/stations/{code}/alerts"))["alerts"]
    # ok: empty-result-next-step
    except httpx.HTTPError as exc:
        raise RuntimeError(f"alerts of station {code} could not be read: {exc}") from exc
    return alerts


async def station_list(canton: str) -> list[dict]:
    async with httpx.AsyncClient(timeout=20) as client:
        resp = await client.get(f"{BASE}/stations", params={"canton": canton})
        if resp.status_code == 200:
            return resp.json()["stations"]
        else:
            # ruleid: empty-result-next-step
            return []


async def station_list_strict(canton: str) -> list[dict]:
    async with httpx.AsyncClient(timeout=20) as client:
        resp = await client.get(f"{BASE}/stations", params={"canton": canton, "active": "true"})
        if resp.status_code == 200:
            return resp.json()["stations"]
        else:
            # ok: empty-result-next-step
            raise RuntimeError(f"station list failed with HTTP {resp.status_code}")
