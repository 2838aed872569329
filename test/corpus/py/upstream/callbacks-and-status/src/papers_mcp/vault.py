# Modelled on note-vault MCP servers whose API methods hand a closure to one safe-call wrapper; written for this repository.
import requests


class Vault:
    def __init__(self, base: str):
        self.base = base

    def _safe_call(self, fn):
        try:
            return fn()
        except requests.HTTPError as e:
            raise RuntimeError(f"vault error: {e}") from e

    def search(self, text: str) -> list:
        params = {"query": text}

        def call_fn():
            r = requests.post(f"{self.base}/search", params=params, timeout=10)
            r.raise_for_status()
            return r.json()

        return self._safe_call(call_fn)
