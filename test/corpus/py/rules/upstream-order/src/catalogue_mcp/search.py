# Modelled on public case-law MCP servers that query an Elasticsearch index through a client class; written for this repository.
"""The decision index: one class holds the client and builds the queries."""

from elasticsearch import AsyncElasticsearch


class DecisionIndex:
    def __init__(self, url: str) -> None:
        self.es = AsyncElasticsearch(url)

    async def newest(self, text: str, page: int, size: int) -> list[dict]:
        body = {
            "query": {"match": {"text": text}},
            # ruleid: unstable-order
            "sort": [{"date": {"order": "desc"}}],
            "from": page * size,
            "size": size,
        }
        res = await self.es.search(index="decisions", body=body)
        return [h["_source"] for h in res["hits"]["hits"]]

    async def newest_stable(self, text: str, page: int, size: int) -> list[dict]:
        body = {
            "query": {"match": {"text": text}},
            # ok: unstable-order
            "sort": [{"date": {"order": "desc"}}, {"_id": "asc"}],
            "from": page * size,
            "size": size,
        }
        res = await self.es.search(index="decisions", body=body)
        return [h["_source"] for h in res["hits"]["hits"]]

    async def after(self, text: str, cursor: list | None) -> list[dict]:
        body = {
            "query": {"match": {"text": text}},
            # ok: unstable-order — a cursor continues at the upstream's own position
            "sort": [{"date": {"order": "desc"}}],
            "search_after": cursor,
        }
        res = await self.es.search(index="decisions", body=body)
        return [h["_source"] for h in res["hits"]["hits"]]
