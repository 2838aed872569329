# Modelled on public news-search and web-search MCP servers whose helpers hand back (data, error) pairs, read error objects from the answer body and build error records; written for this repository.
import requests

API = "https://news.example.org/v1"


def fetch_articles(query: str) -> tuple[list, str | None]:
    """The articles, and the error text when the request failed."""
    try:
        r = requests.get(f"{API}/articles", params={"q": query}, timeout=20)
        r.raise_for_status()
        return r.json()["articles"], None
    except requests.RequestException as e:
        # ruleid: empty-result-next-step — the error half of the pair is dropped by search_articles
        return [], str(e)


def fetch_sources(country: str) -> list:
    r = requests.get(f"{API}/sources", params={"country": country}, timeout=20)
    data = r.json()
    if "error" in data:
        # ruleid: empty-result-next-step, empty-result-no-echo — an error object in the body, answered as an empty list
        return []
    return data["sources"]


def fetch_sources_strict(country: str) -> list:
    r = requests.get(f"{API}/sources", params={"country": country, "strict": 1}, timeout=20)
    data = r.json()
    if "error" in data:
        # ok: empty-result-next-step, empty-result-no-echo
        raise RuntimeError(f"news API error: {data['error']['message']}")
    return data["sources"]


def fetch_headlines(topic: str) -> list:
    try:
        r = requests.get(f"{API}/headlines", params={"topic": topic}, timeout=20)
        r.raise_for_status()
        return r.json()["headlines"]
    except requests.RequestException as e:
        # ruleid: empty-result-next-step — a fabricated record carries the failure as ordinary data
        return [{"title": "Error fetching headlines", "url": "", "summary": str(e)}]
