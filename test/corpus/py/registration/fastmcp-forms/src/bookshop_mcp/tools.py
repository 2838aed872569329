# Modelled on public bookshop and library-catalogue MCP servers (standalone fastmcp 2.x) that register tools from classes, decorator factories, factory functions and environment-switched toolsets; written for this repository.
"""A class of tools that registers its own methods on the server it is given."""

from fastmcp import FastMCP

from .client import get_json


class CatalogueTools:
    def __init__(self, shop: str) -> None:
        self.shop = shop

    def register(self, mcp: FastMCP) -> None:
        mcp.tool(name="search_books")(self.search)
        mcp.tool(name="book_by_isbn", description="One book by its ISBN.")(self.by_isbn)

    def search(self, title: str, limit: int = 10) -> list:
        """Books whose title has all the words."""
        return get_json("/search", {"title": title, "rows": limit, "shop": self.shop})["docs"]

    def by_isbn(self, isbn: str) -> dict:
        return get_json(f"/isbn/{isbn}")

    def stock_report(self) -> dict:
        """Look-alike: a method of the class that register() does not hand to mcp.tool."""
        return get_json("/stock")
