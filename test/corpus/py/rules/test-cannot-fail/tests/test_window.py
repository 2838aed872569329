# Modelled on public hydrology open-data MCP servers (pytest + respx suites); written for this repository.
"""Window tests for gauge-mcp without live calls."""

import json

import httpx
import pytest
import respx

from gauge_mcp.server import level_window

API = "https://hydro.example.org/api"


@pytest.mark.asyncio
@respx.mock
async def test_window_is_sent():
    respx.get(f"{API}/window").mock(return_value=httpx.Response(200, json={"window": "7d", "levels": []}))
    data = await level_window(station="Aare-7d", window="7d")
    # ruleid: test-cannot-fail
    assert "7d" in data["window"]


@pytest.mark.asyncio
@respx.mock
async def test_window_text():
    respx.get(f"{API}/window").mock(return_value=httpx.Response(200, json={"window": "30d", "levels": []}))
    data = await level_window(station="Thur-30d", window="30d")
    # ruleid: test-cannot-fail
    assert "30d" in json.dumps(data)


@pytest.mark.asyncio
@respx.mock
async def test_window_distinct_input():
    respx.get(f"{API}/window").mock(return_value=httpx.Response(200, json={"window": "7d", "levels": []}))
    data = await level_window(station="Aare", window="7d")
    # ok: test-cannot-fail — no other input contains the window
    assert "7d" in data["window"]
