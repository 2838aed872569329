# Part of the widened-query Python corpus server (gazetteer, written for this repository): candidate
# terms gathered by a nested helper that appends to the enclosing function's list.
from .client import get_json


def candidate_terms(term: str) -> list[str]:
    """The words of the term, longest first, then its prefixes down to four characters."""
    out: list[str] = []

    def keep(candidate: str) -> None:
        if len(candidate) >= 4 and candidate not in out:
            out.append(candidate)

    for word in sorted(term.split(), key=len, reverse=True):
        keep(word)
    for n in (8, 6, 4):
        keep(term[:n])
    return out


def spellings(term: str) -> list[str]:
    """The term as the caller wrote it, once."""
    out: list[str] = []

    def keep(candidate: str) -> None:
        if candidate not in out:
            out.append(candidate)

    keep(term)
    return out


async def names_widened(term: str) -> list:
    """Exact first; on an empty answer, each candidate in turn."""
    hits = (await get_json("/names", {"q": term})).get("hits", [])
    if hits:
        return hits
    # ruleid: widened-query
    for candidate in candidate_terms(term):
        hits = (await get_json("/names", {"q": candidate})).get("hits", [])
        if hits:
            return hits
    return []


async def names_respelled(term: str) -> list:
    """The names for each spelling the caller gave, asked once each."""
    hits: list = []
    # ok: widened-query (the caller's own term, not cut: the nested helper only collects it)
    for spelling in spellings(term):
        hits.extend((await get_json("/names", {"q": spelling})).get("hits", []))
    return hits


async def suggest_keywords(seed: str) -> list[str]:
    """Keywords of the catalogue that start like the first word of the query (best effort)."""
    # ruleid: widened-query — a cut of the term is sent to the source's keyword list and offered as suggestions
    prefix = seed.split()[0][:6].lower()
    data = await get_json("/keywords/tag_list", {"prefix": prefix})
    return data.get("tags", [])[:5]
