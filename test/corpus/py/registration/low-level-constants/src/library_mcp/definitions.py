# Modelled on public low-level MCP servers for a library catalogue that keep their Tool definitions in a module of constants; written for this repository.
"""Tool definitions as module constants, listed by server.py."""

from mcp.types import Tool

SEARCH_BOOKS = Tool(
    name="search_books",
    description="Search the catalogue by words of the title.",
    inputSchema={
        "type": "object",
        "properties": {"title": {"type": "string"}, "limit": {"type": "integer"}},
        "required": ["title"],
    },
)

BOOK_DETAIL = Tool(
    name="book_detail",
    description="One book by its catalogue number.",
    inputSchema={"type": "object", "properties": {"book_id": {"type": "string"}}, "required": ["book_id"]},
)

# look-alike: defined beside the others but never listed, so never a tool
EXPORT_CATALOGUE = Tool(
    name="export_catalogue",
    description="Dump the whole catalogue.",
    inputSchema={"type": "object", "properties": {}},
)
