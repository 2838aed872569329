# Modelled on public bookshop and library-catalogue MCP servers (standalone fastmcp 2.x) that register tools from classes, decorator factories, factory functions and environment-switched toolsets; written for this repository.
"""The server: a decorator factory, a tool factory with f-string names, one function under two names, env toolsets."""

import functools
import os

from fastmcp import FastMCP

from .client import get_json
from .tools import CatalogueTools

mcp = FastMCP("bookshop")
CatalogueTools("main").register(mcp)

TOOLSETS = os.getenv("BOOKSHOP_TOOLSETS", "read").split(",")


def tool(name: str, **options):
    """Decorator factory: registers the function under a name of its own and hands it back unchanged."""

    def decorator(func):
        mcp.tool(func, name=name, **options)
        return func

    return decorator


def timed(func):
    """Look-alike: a decorator that registers nothing."""

    @functools.wraps(func)
    def inner(*args, **kwargs):
        return func(*args, **kwargs)

    return inner


@tool("author_lookup", description="Authors whose name has all the words.")
def author(author_name: str) -> list:
    return get_json("/authors", {"q": author_name})["authors"]


@timed
def shelf_marks(book_id: str) -> list:
    """Look-alike: decorated, but never registered."""
    return get_json(f"/books/{book_id}/shelves")["marks"]


def make_list_tool(kind: str) -> None:
    """One listing tool per kind of record, its name built from the kind."""

    def list_records(limit: int = 20) -> list:
        return get_json(f"/{kind}", {"rows": limit})["docs"]

    mcp.tool(list_records, name=f"list_{kind}", description=f"List the {kind} of the catalogue.")


for kind in ("publishers", "series"):
    make_list_tool(kind)


def opening_hours(branch: str) -> dict:
    """Opening hours of one branch."""
    return get_json(f"/branches/{branch}/hours")


# one function registered under two names
mcp.tool(opening_hours, name="opening_hours")
mcp.tool(opening_hours, name="branch_hours")


def reserve_book(isbn: str, card: str) -> dict:
    """Reserve one copy of a book for a library card."""
    r = get_json("/reserve", {"isbn": isbn, "card": card})
    return r


def cancel_reservation(reservation_id: str) -> dict:
    """Cancel one reservation."""
    return get_json(f"/reservations/{reservation_id}/cancel")


# toolsets switched by the environment: conditional, and still audited
if "write" in TOOLSETS:
    mcp.tool(reserve_book)
if os.environ.get("BOOKSHOP_ADMIN") == "1":
    mcp.tool(name="cancel_reservation")(cancel_reservation)


def main() -> None:
    mcp.run()
