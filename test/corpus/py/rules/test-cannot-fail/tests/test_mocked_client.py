# Modelled on public open-data MCP servers whose pytest suites patch the HTTP helper with unittest.mock; written for this repository.
"""Tests that patch the server's `_get` and set what it answers."""

import json
from unittest.mock import AsyncMock, MagicMock, patch

import pytest

from gauge_mcp.server import search_stations, station_levels

# ruleid: test-cannot-fail
STATIONS_XML = """<?xml version="1.0" encoding="UTF-8"?>
<stations>
  <station><id>BER</id><name>Bern</name></station>
  <station><id>THU</id><name>Thun</name></station>
</stations>"""

# Recorded from https://hydro.example.org/api/stations.xml on 2026-10-02 (first two stations).
# ok: test-cannot-fail
RECORDED_STATIONS_XML = """<?xml version="1.0" encoding="UTF-8"?>
<stations>
  <station><id>AAR</id><name>Aarau</name></station>
  <station><id>BAS</id><name>Basel</name></station>
</stations>"""

# Two stations on one day, the second lower than the first (what the sort must keep).
# ruleid: test-cannot-fail
LEVELS_TEXT = (
    "station;date;level\nBER;2026-10-01;3.2\nBAS;2026-10-01;2.9\n"
)

# Hand-built answer (invented stations), not a recording.
# ok: test-cannot-fail
HAND_BUILT_PAGE = {
    "stations": [
        {"id": "S1", "name": "Station One", "river": "River A", "url": "https://example.org/s1"},
        {"id": "S2", "name": "Station Two", "river": "River B", "url": "https://example.org/s2"},
    ]
}

# ruleid: test-cannot-fail
PLACEHOLDER_PAGE = {
    "stations": [
        {"id": "S1", "name": "Station One", "river": "River A", "url": "https://example.org/s1"},
        {"id": "S2", "name": "Station Two", "river": "River B", "url": "https://example.org/s2"},
    ]
}


def _mock_response(content):
    """A stand-in for httpx.Response."""
    mock = MagicMock()
    mock.text = content if isinstance(content, str) else json.dumps(content)
    mock.json.return_value = content if isinstance(content, dict) else {}
    return mock


def _parse(xml: str) -> dict:
    return {"stations": [{"id": i, "name": i} for i in xml.split("<id>")[1:]]}


@pytest.mark.asyncio
async def test_levels_from_a_patched_helper():
    with patch("gauge_mcp.server._get", new_callable=AsyncMock) as mock_get:
        mock_get.return_value = _mock_response(LEVELS_TEXT)
        result = await station_levels("BER")
    assert result.splitlines()[2] == "| BER | 2026-10-01 | 3.2 |"


@pytest.mark.asyncio
async def test_stations_from_xml():
    parsed = _parse(STATIONS_XML)
    with patch("gauge_mcp.server._get", new=AsyncMock(return_value=_mock_response(parsed))):
        result = await search_stations("e")
    assert result["status"] == "ok"


@pytest.mark.asyncio
async def test_stations_from_recorded_xml():
    parsed = _parse(RECORDED_STATIONS_XML)
    with patch("gauge_mcp.server._get", new=AsyncMock(return_value=_mock_response(parsed))):
        result = await search_stations("a")
    assert result["status"] == "ok"


@pytest.mark.asyncio
async def test_pages():
    with patch("gauge_mcp.server._get", new_callable=AsyncMock) as mock_get:
        mock_get.side_effect = [_mock_response(HAND_BUILT_PAGE), _mock_response(PLACEHOLDER_PAGE)]
        first = await search_stations("Station")
        second = await search_stations("Station")
    assert first == second


# ruleid: test-cannot-fail
@pytest.mark.asyncio
async def test_stations_sorted_by_name():
    page = {"stations": [{"id": "AAR", "name": "Aarau"}, {"id": "BAS", "name": "Basel"}, {"id": "CHU", "name": "Chur"}]}
    with patch("gauge_mcp.server._get", new_callable=AsyncMock) as mock_get:
        mock_get.return_value = _mock_response(page)
        result = await search_stations("a")
    assert [s["id"] for s in result["stations"]] == ["AAR", "BAS", "CHU"]


# ok: test-cannot-fail — the mock answers in another order than the one expected: the order is the server's
@pytest.mark.asyncio
async def test_stations_sorted_by_name_from_an_unsorted_answer():
    page = {"stations": [{"id": "CHU", "name": "Chur"}, {"id": "AAR", "name": "Aarau"}, {"id": "BAS", "name": "Basel"}]}
    with patch("gauge_mcp.server._get", new_callable=AsyncMock) as mock_get:
        mock_get.return_value = _mock_response(page)
        result = await search_stations("a")
    assert [s["id"] for s in result["stations"]] == ["AAR", "BAS", "CHU"]


# ok: test-cannot-fail — the answer is generated in a loop; its order is not the expected one to be seen
@pytest.mark.asyncio
async def test_stations_sorted_by_name_from_a_generated_answer():
    page = {"stations": [{"id": f"S{i}", "name": f"Station {9 - i}"} for i in range(10)]}
    with patch("gauge_mcp.server._get", new_callable=AsyncMock) as mock_get:
        mock_get.return_value = _mock_response(page)
        result = await search_stations("Station")
    assert result["stations"][0]["name"] == "Station 0"
