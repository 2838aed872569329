# Modelled on paper-search MCP servers with one searcher class per source, run in a worker thread; written for this repository.
import requests


class PaperSearcher:
    def __init__(self):
        self.session = requests.Session()

    def search(self, query: str, max_results: int = 10) -> list:
        response = self.session.get("https://papers.example.org/api", params={"q": query, "n": max_results}, timeout=30)
        if response.status_code != 200:
            return []
        return response.json()["items"]


class BookSearcher:
    def __init__(self):
        self.session = requests.Session()

    def search(self, query: str, max_results: int = 10) -> list:
        response = self.session.get("https://books.example.org/api", params={"title": query}, timeout=30)
        # look-alike: "not there" is an empty answer, not a failure
        if response.status_code == 404:
            return []
        response.raise_for_status()
        return response.json()["books"][:max_results]
