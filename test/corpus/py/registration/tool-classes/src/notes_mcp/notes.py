# Modelled on low-level MCP servers that wrap a note app's local REST API with one handler class per tool; written for this repository.
import requests


class NotesApi:
    def __init__(self, base_url: str, token: str):
        self.base_url = base_url
        self.headers = {"Authorization": f"Bearer {token}"}

    def list_notes(self, folder: str) -> list:
        r = requests.get(f"{self.base_url}/notes/{folder}", headers=self.headers, timeout=10)
        r.raise_for_status()
        return r.json()["notes"]

    def search(self, text: str) -> list:
        r = requests.post(f"{self.base_url}/search", params={"q": text}, headers=self.headers, timeout=10)
        r.raise_for_status()
        return r.json()
