# Modelled on open-data MCP servers that fetch one answer per country or period concurrently with asyncio.gather; written for this repository.
import httpx

_http = httpx.AsyncClient(base_url="https://stats.example.org/api", timeout=20)


async def get_series(indicator: str, country: str) -> dict:
    r = await _http.get("/data", params={"indicator": indicator, "geo": country})
    r.raise_for_status()
    return r.json()


def records_of(payload: dict) -> list:
    if "records" not in payload:
        raise ValueError(f"no 'records' in the answer; keys: {sorted(payload)}")
    # ok: silent-envelope-default — the key was confirmed above
    return payload.get("records", [])


def confirmed(payload: dict) -> list:
    missing = [k for k in ("records", "total") if k not in payload]
    if missing:
        raise ValueError(f"answer without {missing}; keys: {sorted(payload)}")
    return payload["records"]
