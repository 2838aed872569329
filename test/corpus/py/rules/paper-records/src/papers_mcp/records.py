# Modelled on public academic-paper search MCP servers that rebuild each hit in a helper module; written for this repository.
"""Record builders for the hits of the paper index."""

from datetime import datetime


def to_paper(item: dict) -> dict:
    return {
        "id": item["paperId"],
        "title": item["title"],
        # ruleid: ambiguous-absence — a missing count becomes 0 citations, the value of a paper nobody cites
        "citations": item.get("citationCount", 0),
        # ruleid: ambiguous-absence
        "abstract": item.get("abstract", "No abstract available"),
    }


def to_stated_paper(item: dict) -> dict:
    counted = "citationCount" in item
    return {
        "id": item["paperId"],
        # ok: ambiguous-absence — the record says whether the count was measured
        "citations": item.get("citationCount", 0),
        "citations_state": "present" if counted else "not_collected",
    }


def to_checked_paper(item: dict) -> dict:
    return {
        "id": item["paperId"],
        # ok: ambiguous-absence — a parse, judged as a number conversion, not as a lookup fallback
        "year": int(item.get("year", 0)),
    }


def _year_of(item: dict, key: str):
    parts = item.get(key, {}).get("date-parts", [])
    if not parts:
        return None
    return datetime(parts[0][0], 1, 1)


def to_dated_paper(item: dict) -> dict:
    published = _year_of(item, "published")
    if not published:
        published = _year_of(item, "issued")
    if not published:
        # ruleid: ambiguous-absence — a paper with no date gets the epoch, a date a real paper can carry
        published = datetime(1970, 1, 1)
    return {"id": item["paperId"], "published": published}


def to_publisher_paper(item: dict) -> dict:
    publisher = item.get("publisher")
    if publisher is None:
        # ruleid: ambiguous-absence
        publisher = "unknown"
    return {"id": item["paperId"], "publisher": publisher}


def to_stated_dated_paper(item: dict) -> dict:
    published = _year_of(item, "published")
    state = "found" if published else "not_found"
    if not published:
        # ok: ambiguous-absence — the record says whether the date was found
        published = datetime(1970, 1, 1)
    return {"id": item["paperId"], "published": published, "published_state": state}


def to_sized_paper(item: dict, page_size: int) -> dict:
    if not page_size:
        # ok: ambiguous-absence — a default for the caller's own argument, no value of the answer
        page_size = 0
    return {"id": item["paperId"], "page_size": page_size}
