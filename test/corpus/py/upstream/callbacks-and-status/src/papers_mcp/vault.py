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

    def _read(self, path: str) -> str:
        r = requests.get(f"{self.base}/vault/{path}", timeout=10)
        r.raise_for_status()
        return r.text

    def read_many(self, paths: list[str]) -> str:
        out = []
        for p in paths:
            try:
                out.append(self._read(p))
            except requests.RequestException as e:
                out.append(f"Error reading {p}: {e}")
        return "\n".join(out)

    def read_some(self, paths: list[str]) -> list:
        found = []
        for p in paths:
            try:
                found.append(self._read(p))
            except requests.RequestException:
                continue
        return found

    def read_counted(self, paths: list[str]) -> dict:
        # look-alike: each failure is kept in its own list beside the notes found
        found, failed = [], []
        for p in paths:
            try:
                found.append(self._read(p))
            except requests.RequestException as e:
                failed.append({"path": p, "error": str(e)})
        return {"found": found, "failed": failed}
