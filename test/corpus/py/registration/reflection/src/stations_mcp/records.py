# Modelled on a tool module of a public FastMCP server registered by reflection; written for this repository.
from .http import get_json


def station_list_tool(canton: str) -> list[dict]:
    """Stations of one canton."""
    return get_json("/stations", {"canton": canton})["stations"]


def station_detail_tool(station_id: str) -> dict:
    """One station's metadata."""
    return get_json(f"/stations/{station_id}")


def format_station(raw: dict) -> str:
    # public, but not named like a tool: the loop's name test leaves it out
    return f"{raw['id']} {raw['name']}"


def _cache_key(station_id: str) -> str:
    return f"station:{station_id}"
