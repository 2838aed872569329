# Modelled on public literature-search and case-law MCP servers (FastMCP over NCBI E-utilities, SQLite and a Lucene index); written for this repository.
"""Helpers: clauses of a PubMed term, an SQL LIMIT and a Lucene query the server writes itself, and ESearch keys sent only when set."""

import httpx

EUTILS = "https://eutils.ncbi.nlm.nih.gov/entrez/eutils/esearch.fcgi"
SOLR_URL = "https://courts.example.ch/solr/rulings/select"


def pubmed_term(query: str, language: str | None, min_date: str | None, max_date: str | None) -> str:
    term = query
    if language:
        # ok: scope-only-when-set — through a helper: a field-tagged clause of the PubMed term; left out, every language
        term += f" AND {language}[Language]"
    if min_date and max_date:
        # ok: scope-only-when-set
        term += f" AND ({min_date}[dp] : {max_date}[dp])"
    return term


async def esearch(term: str, retmax: int | None, sort: str | None) -> dict:
    params: dict = {"db": "pubmed", "term": term, "retmode": "json"}
    if retmax:
        # ruleid: scope-only-when-set — ESearch returns only the first 20 UIDs when retmax is left out
        params["retmax"] = retmax
    if sort:
        params["sort"] = sort
    async with httpx.AsyncClient() as client:
        resp = await client.get(EUTILS, params=params)
    resp.raise_for_status()
    return resp.json()


class RulingSearch:
    """A Lucene-syntax search over the rulings index."""

    def __init__(self) -> None:
        self._http = httpx.AsyncClient()

    async def search(self, text: str, status: str | None, category: str | None) -> dict:
        q = text
        if status:
            # ok: scope-only-when-set — in a class method: a Boolean clause of the server's own Lucene query
            q += f" AND status:{status}"
        params: dict = {"q": q, "wt": "json"}
        if category:
            # ruleid: scope-only-when-set
            params["category"] = category
        resp = await self._http.get(SOLR_URL, params=params)
        resp.raise_for_status()
        return resp.json()
