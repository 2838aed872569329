# Modelled on public open-data portal MCP servers (CKAN package_show, commune snapshots); written for this repository.
"""HTTP helpers and a formatter the tools call."""

import httpx

PORTAL = "https://opendata.example/api/3/action"


async def get_json(path: str, params: dict) -> dict:
    async with httpx.AsyncClient(timeout=30) as client:
        resp = await client.get(f"{PORTAL}/{path}", params=params)
        resp.raise_for_status()
        return resp.json()


def format_series(answer: dict) -> str:
    """Formats a parsed series answer: the data block beside a descriptive header."""
    # ruleid: silent-envelope-default — the block the values are iterated from
    values = answer.get("values", {})
    # ok: silent-envelope-default — a descriptive header whose keys are only shown
    header = answer.get("header", {})
    lines = [f"Range: {header.get('start', '?')} to {header.get('end', '?')}"]
    for day in values:
        lines.append(f"{day}: {values[day]}")
    return "\n".join(lines)


def commune_number(row: dict) -> int:
    """The commune number of a snapshot row."""
    try:
        # ruleid: non-number-as-zero — the handler makes a failed parse 0 too
        return int(row.get("BfsCode", "") or 0)
    except ValueError:
        return 0


def commune_number_strict(row: dict) -> int:
    """The same parse, failing loudly on text that holds no number."""
    try:
        # ruleid: non-number-as-zero — a missing or empty code still becomes 0
        return int(row.get("BfsCode", "") or 0)
    except ValueError as exc:
        raise ValueError(f"BfsCode is not a number: {row.get('BfsCode')!r}") from exc


def commune_number_checked(row: dict) -> int:
    """The parse without a default: a missing key and text that holds no number both fail."""
    try:
        # ok: non-number-as-zero — nothing becomes 0 here
        return int(row["BfsCode"])
    except ValueError as exc:
        raise ValueError(f"BfsCode is not a number: {row['BfsCode']!r}") from exc
