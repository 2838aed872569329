# Modelled on public observability query MCP servers (FastMCP); written for this repository.
"""Event-store query tools: an answer's own flags noted beside an empty note, inline, through a helper and in a class."""

import httpx
from mcp.server.fastmcp import FastMCP

from .notes import answer_notes, empty_notes

mcp = FastMCP("query-answers")
API = "https://metrics.example.org/api"


async def _run(q: str) -> dict:
    async with httpx.AsyncClient() as client:
        r = await client.post(f"{API}/query", json={"q": q})
        r.raise_for_status()
        return r.json()


@mcp.tool()
async def run_query(q: str) -> str:
    """Run a query over the event store."""
    answer = await _run(q)
    warnings: list[str] = []
    text = f"Records: {len(answer['records'])}\n"
    if answer["scanned_bytes"] > 5e9:
        text += "Large scan.\n"
    elif answer["scanned_bytes"] == 0:
        text += "No data consumed: the query scanned no data.\n"
    if answer.get("sampled"):
        # ok: empty-result-excuse — the upstream's sampling flag, noted whatever the row count
        warnings.append("Sampling used: results may be approximate.")
    if not answer["records"]:
        text += "No records found.\n"
        # ruleid: empty-result-excuse — on the empty path, after saying nothing was found
        warnings.append("The events may not have been indexed yet.")
    return text + "\n".join(warnings)


@mcp.tool()
async def run_query_noted(q: str) -> str:
    """Run a query over the event store, with notes on the answer."""
    answer = await _run(q)
    return "\n".join([str(answer["records"]), *answer_notes(answer)])


@mcp.tool()
async def run_query_empty(q: str) -> str:
    """Run a query over the event store, with notes on an empty answer."""
    answer = await _run(q)
    return "\n".join([str(answer["records"]), *empty_notes(answer)])


class DatasetQuery:
    async def run(self, q: str) -> str:
        answer = await _run(f"dataset:{q}")
        lines: list[str] = []
        if not answer["records"]:
            lines.append("No rows returned for this dataset.")
        else:
            lines.append(str(answer["records"]))
        if answer.get("partial"):
            # ok: empty-result-excuse — the upstream's partial flag on any answer, outside the empty arm
            lines.append("Partial answer: some shards may have timed out.")
        return "\n".join(lines)


_datasets = DatasetQuery()


@mcp.tool()
async def run_dataset_query(q: str) -> str:
    """Run a query over one dataset."""
    return await _datasets.run(q)
