# Modelled on public hydrology open-data MCP servers (pytest + respx suites); written for this repository.
"""Tests for gauge-mcp without live calls."""

import json
from pathlib import Path

import httpx
import pytest
import respx

from gauge_mcp.server import search_stations, station_levels

API = "https://hydro.example.org/api"
FIXTURES = Path(__file__).parent / "fixtures"

# Sample levels (anonymised)
# ruleid: test-cannot-fail
SAMPLE_LEVELS_CSV = """station;date;level
BER;2026-10-01;3.2
BAS;2026-10-01;2.9
CHU;2026-10-01;1.1
"""

# Exported from https://hydro.example.org/api/levels.csv on 2026-10-02 (first three rows).
# ok: test-cannot-fail
EXPORTED_LEVELS_CSV = """station;date;level
AAR;2026-10-02;2.4
BER;2026-10-02;3.1
THU;2026-10-02;1.8
"""

# ok: test-cannot-fail — a variant built on purpose (lower-case header), not a recording
LOWER_HEADER_CSV = """station;date;level
ber;2026-10-01;3.2
bas;2026-10-01;2.9
"""

# ruleid: test-cannot-fail
STATIONS = json.loads((FIXTURES / "stations.json").read_text())
# ok: test-cannot-fail — PROVENANCE.md beside it names the endpoint and the recording date
LEVELS = (FIXTURES / "levels.csv").read_text()

# ok: test-cannot-fail — search arguments the tests send, not an answer
SAMPLE_QUERIES = [{"q": "Bern", "lang": "de", "limit": 5}, {"q": "Thun", "lang": "de", "limit": 5}]

# Tools without a live test, each with its reason: a list of what the suite covers, not an upstream answer.
# ok: test-cannot-fail — "live" names what the tests are about, not where the literal came from
_TOOLS_WITHOUT_LIVE_TEST = {
    "search_stations": "covered offline only",
    "station_levels": "the levels endpoint needs a key",
    "station_alerts": "no alerts in the test season",
}

# ruleid: test-cannot-fail
LIVE_STATIONS = {"stations": [{"id": "BER", "name": "Bern"}, {"id": "THU", "name": "Thun"}, {"id": "BAS", "name": "Basel"}]}


@pytest.mark.asyncio
async def test_levels_for_bern():
    with respx.mock:
        respx.get(f"{API}/levels.csv").mock(return_value=httpx.Response(200, text=SAMPLE_LEVELS_CSV))
        result = await station_levels("BER")
    # ruleid: test-cannot-fail
    assert "BER" in result
    assert "3.2" in result


@pytest.mark.asyncio
async def test_levels_row_for_bern():
    with respx.mock:
        respx.get(f"{API}/levels.csv").mock(return_value=httpx.Response(200, text=EXPORTED_LEVELS_CSV))
        result = await station_levels("BER")
    # ok: test-cannot-fail — the row is compared column by column below
    assert "BER" in result
    row = next(z for z in result.splitlines() if z.startswith("| BER "))
    assert [c.strip() for c in row.strip("|").split("|")] == ["BER", "2026-10-02", "3.1"]


@pytest.mark.asyncio
async def test_levels_answer_at_all():
    with respx.mock:
        respx.get(f"{API}/levels.csv").mock(return_value=httpx.Response(200, text=LOWER_HEADER_CSV))
        result = await station_levels("ber")
    # ok: test-cannot-fail — one smoke check: the test is about answering at all
    assert "ber" in result


@pytest.mark.asyncio
async def test_unknown_station_is_named():
    with respx.mock:
        respx.get(f"{API}/levels.csv").mock(return_value=httpx.Response(200, text=SAMPLE_LEVELS_CSV))
        result = await station_levels("XYZ")
    # ok: test-cannot-fail — an error text checked for a phrase or the name it echoes
    assert "not found" in result.lower() or "XYZ" in result
    assert "search_stations" in result


@pytest.mark.asyncio
async def test_search_status():
    with respx.mock:
        respx.get(f"{API}/stations").mock(return_value=httpx.Response(200, json=STATIONS))
        result = await search_stations("Bern")
    # ruleid: test-cannot-fail
    assert "ok" in result["status"]
    # ok: test-cannot-fail
    assert result["status"] == "ok"
    # ruleid: test-cannot-fail
    assert result["match_type"].startswith("exact")


@pytest.mark.asyncio
async def test_unreachable_upstream_says_so():
    with respx.mock:
        respx.get(f"{API}/stations").mock(return_value=httpx.Response(503, json={"message": "down"}))
        with pytest.raises(httpx.HTTPStatusError) as exc_info:
            await search_stations("Bern")
    # ok: test-cannot-fail — a phrase in an error sentence
    assert "Service Unavailable" in str(exc_info.value)
    # ok: test-cannot-fail — an identifier inside a sentence field
    assert "HYDRO_API_URL" in {"message": "set HYDRO_API_URL"}["message"]


@pytest.mark.asyncio
async def test_search_stations_live_shape():
    with respx.mock:
        respx.get(f"{API}/stations").mock(return_value=httpx.Response(200, json=LIVE_STATIONS))
        result = await search_stations("Bern")
    assert result


@pytest.mark.asyncio
async def test_search_station_codes():
    with respx.mock:
        respx.get(f"{API}/stations").mock(return_value=httpx.Response(200, json=STATIONS))
        result = await search_stations("Bern")
    codes = sorted(row["code"] for row in result["stations"])
    # ok: test-cannot-fail — membership in a list built with sorted(): an exact match of one code
    assert "BER" in codes
    kinds: list[str] = [row["kind"] for row in result["stations"]]
    # ok: test-cannot-fail — membership in an annotated list
    assert "river" in kinds
    # ok: test-cannot-fail — membership in the keys of a dict
    assert "match_type" in result.keys()
    # ruleid: test-cannot-fail
    assert "BER" in result["stations"][0]["code"]


def test_settings_origins():
    from gauge_mcp.config import Settings

    s = Settings(allowed_origins="https://client.example.org")
    origins = s.origins_list
    # ok: test-cannot-fail — membership in a list property (`-> list[str]`): an exact match of one origin
    assert "https://client.example.org" in origins
    # ok: test-cannot-fail — membership in a list field of the settings class, read in place
    assert "https://hydro.example.org" in s.trusted_hosts
    # ruleid: test-cannot-fail — the same link looked for in a text field: a substring
    assert "https://hydro.example.org" in s.api_base


def test_transport_security_lists():
    from gauge_mcp.transport import CorsPolicy, build_transport_security

    sec = build_transport_security("127.0.0.1", 8000, "https://client.example.org")
    # ok: test-cannot-fail — a library settings field the project fills with sorted(): membership is an exact match
    assert "127.0.0.1:8000" in sec.allowed_hosts
    # ok: test-cannot-fail — a field filled with list(…) in the constructor call: exact membership of one origin
    assert "https://client.example.org" in sec.permitted_origins
    # ruleid: test-cannot-fail — the same constructor fills this field with a text: a substring check on a link
    assert "http://127.0.0.1:8000" in sec.public_base
    policy = CorsPolicy("https://client.example.org")
    # ok: test-cannot-fail — a field the class method sets to a set(…): exact membership
    assert "https://client.example.org" in policy.origin_set
    # ruleid: test-cannot-fail — a field the same method sets to a text: a substring
    assert "https://client.example.org" in policy.policy_text
