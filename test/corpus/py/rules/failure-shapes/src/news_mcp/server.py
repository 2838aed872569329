# Modelled on public news-search and web-search MCP servers whose helpers hand back (data, error) pairs, read error objects from the answer body and build error records; written for this repository.
from mcp.server.fastmcp import FastMCP

from .api import fetch_articles, fetch_headlines, fetch_sources, fetch_sources_strict
from .feeds import (
    fetch_corrections,
    fetch_section_info,
    fetch_section_meta,
    fetch_section_status,
    fetch_stories,
    fetch_story,
    fetch_story_titles,
)

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


@mcp.tool()
async def latest_stories(section: str) -> list:
    """Latest stories of one section."""
    (stories, error) = await fetch_stories(section)
    return stories or []


@mcp.tool()
async def latest_stories_checked(section: str) -> list:
    """Look-alike: the error half is raised."""
    stories, error = await fetch_stories(section)
    if error is not None:
        # ok: empty-result-next-step
        raise RuntimeError(error)
    return stories


@mcp.tool()
async def story_titles(section: str) -> dict:
    """Look-alike: the error half stands in the result."""
    titles, problem = await fetch_story_titles(section)
    return {"titles": titles, "error": problem}


@mcp.tool()
async def story(story_id: str) -> list:
    """One story by id."""
    return await fetch_story(story_id)


@mcp.tool()
async def section_info(section: str) -> dict:
    """What a section holds."""
    return await fetch_section_info(section)


@mcp.tool()
async def section_meta(section: str) -> dict:
    """Look-alike: the failure record says it is one."""
    return await fetch_section_meta(section)


@mcp.tool()
async def corrections(section: str) -> list:
    """Look-alike: corrections of one section, a failure in an error field."""
    # ruleid: empty-result-next-step, empty-result-no-echo — the corrections list itself returned as it came
    return await fetch_corrections(section)


@mcp.tool()
async def section_status(section: str) -> dict:
    """Look-alike: whether a section's feed answers, with a state flag."""
    return await fetch_section_status(section)
