# Modelled on public statistical-office MCP servers that read SDMX-style XML and Excel downloads (FastMCP, mcp 1.x); written for this repository.
"""Excel downloads read with openpyxl, cells by header. Older code read `rec["Gemeinde"]`; quoting it is not code."""

from io import BytesIO

import httpx
import openpyxl

DOWNLOADS = "https://stats.example.ch/downloads"


async def fetch_sheet(name: str) -> list[dict]:
    async with httpx.AsyncClient(timeout=60.0) as client:
        resp = await client.get(f"{DOWNLOADS}/{name}.xlsx")
    resp.raise_for_status()
    wb = openpyxl.load_workbook(BytesIO(resp.content), read_only=True, data_only=True)
    ws = wb.active
    rows = ws.iter_rows(values_only=True)
    header = [str(c).strip() for c in next(rows)]
    return [dict(zip(header, r)) for r in rows]


def summarise(records: list[dict]) -> list[dict]:
    out = []
    for rec in records:
        out.append(
            {
                # ruleid: hardwired-key-spelling
                "municipality": rec["Gemeinde"],
                # ok: hardwired-key-spelling
                "bfs": rec["bfs_nr"],
                # ruleid: non-number-as-zero
                "pupils": int(rec.get("anzahl") or 0),
                # ok: non-number-as-zero
                "classes": int(rec["klassen"]),
            }
        )
    return out
