# Modelled on public metasearch MCP servers (FastMCP tools over an instance's autocompleter and config); written for this repository.
"""Suggestion and configuration tools."""

import logging

from mcp.server.fastmcp import FastMCP

from .client import get_json, suggestions_of, suggestions_strict

mcp = FastMCP("suggest")
log = logging.getLogger(__name__)


class InstanceConfig:
    def engines(self) -> list:
        body = get_json("/config", {})
        # ruleid: silent-envelope-default
        if not isinstance(body.get("engines"), list):
            log.warning("config without an engines list")
            return []
        return body["engines"]

    def plugins(self) -> dict:
        body = get_json("/config", {})
        # ok: silent-envelope-default — the shape check answers with an error
        if not isinstance(body.get("plugins"), list):
            return {"isError": True, "content": [{"type": "text", "text": "config: answer without a plugins list"}]}
        return {"plugins": body["plugins"]}


config = InstanceConfig()


@mcp.tool()
def complete(prefix: str) -> list:
    """Query completions for a prefix."""
    return suggestions_of(prefix)


@mcp.tool()
def complete_strict(prefix: str) -> list:
    """Query completions for a prefix."""
    return suggestions_strict(prefix)


@mcp.tool()
def categories() -> list:
    """Categories the instance offers."""
    body = get_json("/config", {})
    cats = body.get("categories")
    # ruleid: silent-envelope-default
    return [] if not isinstance(cats, (list, tuple)) else list(cats)


@mcp.tool()
def engines() -> list:
    """Engines the instance enables."""
    return config.engines()


@mcp.tool()
def plugins() -> dict:
    """Plugins the instance runs."""
    return config.plugins()
