# Modelled on public records-archive MCP servers (one FastMCP object shared by the tool modules); written for this repository.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("records")
