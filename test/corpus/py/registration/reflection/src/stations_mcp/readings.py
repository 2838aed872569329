# Modelled on a tool module of a public FastMCP server registered by reflection; written for this repository.
from .http import get_json


def latest_reading(station_id: str) -> dict:
    """The latest reading of one station."""
    return get_json(f"/stations/{station_id}/latest")


def reading_history(station_id: str, days: int = 7) -> list[dict]:
    """Readings of the last days."""
    return get_json(f"/stations/{station_id}/history", {"days": days})["readings"]


def get_unit_label(unit: str) -> str:
    # the loop skips names starting with get_
    return {"c": "°C", "mm": "mm"}.get(unit, unit)
