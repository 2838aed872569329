# Modelled on public news-search and web-search MCP servers whose helpers hand back (data, error) pairs, read error objects from the answer body and build error records; written for this repository.
from mcp.server.fastmcp import FastMCP

from .api import fetch_articles, fetch_headlines, fetch_sources, fetch_sources_strict

mcp = FastMCP("news")


@mcp.tool()
def search_articles(query: str) -> list:
    """Articles with all the words."""
    articles, _err = fetch_articles(query)
    return articles


@mcp.tool()
def search_articles_checked(query: str) -> list:
    """Look-alike: the error half of the pair is raised."""
    articles, err = fetch_articles(query)
    if err:
        # ok: empty-result-next-step
        raise RuntimeError(f"news search failed: {err}")
    return articles


@mcp.tool()
def list_sources(country: str) -> list:
    """News sources of one country."""
    return fetch_sources(country)


@mcp.tool()
def list_sources_strict(country: str) -> list:
    """Look-alike: an error object in the answer is raised."""
    # ruleid: empty-result-next-step, empty-result-no-echo — the sources list itself is still returned as it came
    return fetch_sources_strict(country)


@mcp.tool()
def headlines(topic: str) -> list:
    """Headlines of one topic."""
    # ruleid: empty-result-next-step, empty-result-no-echo — the headlines list returned as it came
    return fetch_headlines(topic)
