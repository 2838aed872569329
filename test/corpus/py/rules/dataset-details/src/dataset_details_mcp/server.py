# Modelled on public open-data portal MCP servers (FastMCP, CKAN package_show); written for this repository.
"""Dataset tools: the envelope defaults beside descriptive extras shown as they are."""

from mcp.server.fastmcp import FastMCP

from .client import commune_number, commune_number_checked, commune_number_strict, format_series, get_json

mcp = FastMCP("dataset-details")


@mcp.tool()
async def dataset_detail(dataset_id: str) -> str:
    """One dataset with its files, as text."""
    data = await get_json("package_show", {"id": dataset_id})
    # ruleid: silent-envelope-default
    result = data.get("result", {})
    # ok: silent-envelope-default — the multilingual title, shown as it is
    title = result.get("title", {})
    name = title.get("de") or title.get("en") or dataset_id
    # ruleid: silent-envelope-default — listed and counted
    files = result.get("resources", [])
    lines = [f"# {name}", f"Files ({len(files)}):"]
    for f in files:
        lines.append(f"- {f.get('url')}")
    return "\n".join(lines)


@mcp.tool()
async def dataset_record(dataset_id: str) -> dict:
    """One dataset as a record."""
    data = await get_json("package_show", {"id": dataset_id})
    pkg = data["result"]
    return {
        # ok: ambiguous-absence — read without a fallback: a missing key fails loudly
        "name": pkg["name"],
        # ruleid: ambiguous-absence — the descriptive extra in a record: an empty text without a reason
        "notes": pkg.get("notes", {}).get("de", ""),
        "files": len(pkg["resources"]),
    }


@mcp.tool()
async def series(series_id: str) -> str:
    """Daily values of one series."""
    answer = await get_json("series_show", {"id": series_id})
    return format_series(answer)


class CommuneReader:
    """Reads commune rows of a snapshot."""

    async def rows(self, canton: str) -> list[dict]:
        data = await get_json("communes", {"canton": canton})
        return data["rows"]

    def header_line(self, data: dict) -> str:
        # ok: silent-envelope-default — the snapshot's own label, shown as it is
        meta = data.get("meta", {})
        return f"Snapshot {meta.get('date', '?')}"


reader = CommuneReader()


@mcp.tool()
async def commune_numbers(canton: str) -> list[int]:
    """The commune numbers of a canton."""
    return [commune_number(r) for r in await reader.rows(canton)]


@mcp.tool()
async def commune_numbers_strict(canton: str) -> list[int]:
    """The commune numbers of a canton; text that is no number fails."""
    return [commune_number_strict(r) for r in await reader.rows(canton)]


@mcp.tool()
async def snapshot_label(canton: str) -> str:
    """The label of a canton's snapshot."""
    data = await get_json("communes", {"canton": canton})
    return reader.header_line(data)


@mcp.tool()
async def commune_numbers_checked(canton: str) -> list[int]:
    """The commune numbers of a canton; a row without a number fails."""
    return [commune_number_checked(r) for r in await reader.rows(canton)]


@mcp.tool()
async def dataset_files(dataset_id: str) -> dict:
    """The files of one dataset, with their formats."""
    data = await get_json("package_show", {"id": dataset_id})
    pkg = data["result"]
    # ruleid: ambiguous-absence — shown by dataset_files; csv_file, which calls it, only matches on it
    return {"files": [{"format": f.get("format", ""), "url": f["url"]} for f in pkg["resources"]]}


@mcp.tool()
async def csv_file(dataset_id: str) -> str:
    """The URL of a dataset's CSV file."""
    info = await dataset_files(dataset_id)
    for f in info["files"]:
        if f["format"].upper() == "CSV":
            return f["url"]
    raise ValueError(f"no CSV file in {dataset_id}; formats: {[f['format'] for f in info['files']]}")
