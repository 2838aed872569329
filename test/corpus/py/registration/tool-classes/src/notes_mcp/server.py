# Modelled on low-level MCP servers that wrap a note app's local REST API with one handler class per tool; written for this repository.
from mcp.server import Server

from . import tools

app = Server("notes")

handlers = {}


def add_handler(h: tools.ToolHandler):
    handlers[h.name] = h


add_handler(tools.ListNotesHandler())
add_handler(tools.SearchNotesHandler())


@app.list_tools()
async def list_tools():
    return [h.get_tool_description() for h in handlers.values()]


@app.call_tool()
async def call_tool(name: str, arguments: dict):
    handler = handlers.get(name)
    if not handler:
        raise ValueError(f"Unknown tool: {name}")
    return handler.run_tool(arguments)
