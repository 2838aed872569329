# Modelled on public statistical-office MCP servers that read SDMX-style XML and Excel downloads (FastMCP, mcp 1.x); written for this repository.
"""SDMX-style XML answers. The old code did `int(obs.findtext("ObsValue", "0"))`; quoting it here is not code."""

import xml.etree.ElementTree as ET
from xml.etree.ElementTree import fromstring

import httpx

API = "https://stats.example.ch/sdmx"


async def _get(path: str) -> httpx.Response:
    async with httpx.AsyncClient(timeout=30.0) as client:
        resp = await client.get(f"{API}{path}")
    resp.raise_for_status()
    return resp


async def fetch_observations(flow: str) -> list[dict]:
    resp = await _get(f"/data/{flow}")
    root = ET.fromstring(resp.text)
    out = []
    # an XML answer with no observations may leave the element out: its absence is the empty list
    for obs in root.find("Observations") or []:
        out.append(
            {
                "period": obs.findtext("TimePeriod"),
                # ruleid: non-number-as-zero
                "value": int(obs.findtext("ObsValue", "0")),
            }
        )
    return out


async def fetch_series(flow: str) -> list[dict]:
    resp = await _get(f"/series/{flow}")
    root = fromstring(resp.content)
    out = []
    # an XML answer with no observations may leave the element out: its absence is the empty list
    for series in root.iter("Series"):
        out.append(
            {
                "key": series.get("key"),
                # ok: non-number-as-zero
                "count": int(series.findtext("Count")),
            }
        )
    return out
