# Modelled on public academic-paper search MCP servers that rebuild each hit in a helper module; written for this repository.
"""Record builders for the hits of the paper index."""


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
