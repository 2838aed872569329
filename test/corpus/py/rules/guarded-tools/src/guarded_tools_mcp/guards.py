# Modelled on public search-engine MCP servers whose tools are wrapped by an exception-handling decorator (FastMCP 2.x); written for this repository.
"""Decorators that guard tool functions."""

import functools
import logging

from mcp.types import TextContent

log = logging.getLogger(__name__)


def answer_errors(func):
    """Turns any exception into a text answer."""

    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        try:
            return func(*args, **kwargs)
        except Exception as exc:
            log.error("tool %s failed: %s", func.__name__, exc)
            # ruleid: empty-result-next-step
            return [TextContent(type="text", text=f"Unexpected error in {func.__name__}: {exc}")]

    return wrapper


def log_errors(func):
    """Logs an exception and lets it through to the client as a tool error."""

    @functools.wraps(func)
    async def wrapper(*args, **kwargs):
        try:
            return await func(*args, **kwargs)
        except Exception:
            log.exception("tool %s failed", func.__name__)
            # ok: empty-result-next-step
            raise

    return wrapper


def guarded_registration(tools: object, mcp) -> None:
    """Registers the tools of an instance with answer_errors applied to each."""
    original = mcp.tool

    def patched(*args, **kwargs):
        register = original(*args, **kwargs)

        def apply(fn):
            return register(answer_errors(fn))

        return apply

    try:
        mcp.tool = patched
        tools.register_tools(mcp)
    finally:
        mcp.tool = original
