# Modelled on low-level MCP servers that wrap a note app's local REST API with one handler class per tool; written for this repository.
import json

from mcp.types import TextContent, Tool

from . import notes

TOOL_LIST_NOTES = "notes_list"


class ToolHandler:
    def __init__(self, tool_name: str):
        self.name = tool_name

    def get_tool_description(self) -> Tool:
        raise NotImplementedError()

    def run_tool(self, args: dict) -> list[TextContent]:
        raise NotImplementedError()


class ListNotesHandler(ToolHandler):
    def __init__(self):
        super().__init__(TOOL_LIST_NOTES)

    def get_tool_description(self):
        return Tool(
            name=self.name,
            description="List the notes of one folder.",
            inputSchema={
                "type": "object",
                "properties": {"folder": {"type": "string", "description": "Folder below the vault root"}},
                "required": ["folder"],
            },
        )

    def run_tool(self, args: dict) -> list[TextContent]:
        api = notes.NotesApi("http://127.0.0.1:27124", "token")
        found = api.list_notes(args["folder"])
        return [TextContent(type="text", text=json.dumps(found))]


class SearchNotesHandler(ToolHandler):
    def __init__(self):
        super().__init__("notes_search")

    def get_tool_description(self):
        return Tool(
            name=self.name,
            description="Search the notes for a text.",
            inputSchema={
                "type": "object",
                "properties": {"text": {"type": "string", "description": "Text to look for"}},
                "required": ["text"],
            },
        )

    def run_tool(self, args: dict) -> list[TextContent]:
        api = notes.NotesApi("http://127.0.0.1:27124", "token")
        return [TextContent(type="text", text=json.dumps(api.search(args["text"])))]


class HelpText:
    """Not a tool: it describes one for the README but has nothing that runs it."""

    def describe(self):
        return Tool(name="notes_help", description="Help.", inputSchema={"type": "object", "properties": {}})
