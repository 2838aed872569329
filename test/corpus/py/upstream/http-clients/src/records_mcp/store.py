# The server's own cache; its class happens to share a name with requests' client class.
class Session:
    """An in-process cache of answers, keyed by path: no request leaves the process."""

    def __init__(self):
        self.entries = {}

    def get(self, path: str, params: dict | None = None):
        return self.entries.get(path)
