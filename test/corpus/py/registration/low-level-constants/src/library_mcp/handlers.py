# Modelled on public low-level MCP servers for a library catalogue that keep their Tool definitions in a module of constants; written for this repository.
"""One handler per tool, each taking the call's arguments."""

import requests

API = "https://catalogue.example.org/api"


def search_books(arguments: dict) -> list:
    params = {"title": arguments["title"], "rows": arguments.get("limit", 20)}
    return requests.get(f"{API}/books", params=params, timeout=30).json()["docs"]


def book_detail(arguments: dict) -> dict:
    return requests.get(f"{API}/books/{arguments['book_id']}", timeout=30).json()


def export_catalogue(arguments: dict) -> list:
    # look-alike: a handler in the table whose tool is never listed
    return requests.get(f"{API}/export", timeout=300).json()
