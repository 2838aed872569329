# Modelled on vector-database and metrics MCP servers that format hits into one text answer or filter a cached list themselves; written for this repository.
from mcp.server.fastmcp import FastMCP

from .store import Catalogue, metric_names, search_texts

mcp = FastMCP("vectors")
catalogue = Catalogue()


@mcp.tool()
def text_search(collection: str, text: str, limit: int = 5) -> str:
    """Hits whose text has all the words (whole words, case-insensitive)."""
    hits = search_texts(collection, text, limit)
    output = f"Search results for '{text}' in collection '{collection}':\n\n"
    for hit in hits:
        output += f"{hit}\n\n"
    # ruleid: empty-result-no-echo
    return output


@mcp.tool()
def text_search_echoed(collection: str, text: str, limit: int = 5) -> str:
    """Hits whose text has all the words (whole words, case-insensitive)."""
    hits = search_texts(collection, text, limit)
    output = f"Search results for '{text}' in collection '{collection}' (at most {limit}):\n\n"
    for hit in hits:
        output += f"{hit}\n\n"
    # ok: empty-result-no-echo — the header names every value that went out
    return output


@mcp.tool()
def list_metrics(pattern: str | None = None, offset: int = 0) -> dict:
    """Metric names, optionally those containing a text (substring, case-insensitive)."""
    data = metric_names()
    if pattern:
        filtered = [m for m in data if pattern.lower() in m.lower()]
        data = filtered
    page = data[offset : offset + 100]
    result = {"metrics": page, "offset": offset, "total_count": len(data)}
    # ruleid: empty-result-no-echo
    return result


@mcp.tool()
def list_metrics_echoed(pattern: str | None = None, offset: int = 0) -> dict:
    """Metric names, optionally those containing a text (substring, case-insensitive)."""
    data = metric_names()
    if pattern:
        data = [m for m in data if pattern.lower() in m.lower()]
    page = data[offset : offset + 100]
    # ok: empty-result-no-echo — the filter applied is echoed beside the page
    return {"metrics": page, "filter": {"pattern": pattern, "offset": offset}}


@mcp.tool()
def list_labels(pattern: str | None = None, offset: int = 0) -> dict:
    """Catalogue labels, optionally those containing a text (substring, case-insensitive)."""
    # ruleid: empty-result-no-echo — the helper filters by the pattern and its envelope does not say so
    return catalogue.list_labels(pattern, offset)
