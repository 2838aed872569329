# Modelled on public cloud-storage and open-data MCP servers that call a cloud SDK, keep an HTTP session in a closure and fan requests out to a thread pool; written for this repository.
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import boto3
import requests


def make_fetcher(base: str):
    """An HTTP session held in a closure: the returned function is the only way to it."""
    session = requests.Session()

    def fetch(path: str, params: dict | None = None) -> dict:
        r = session.get(f"{base}{path}", params=params, timeout=20)
        r.raise_for_status()
        return r.json()

    return fetch


def make_formatter(unit: str):
    """Look-alike: a factory whose closure holds only a unit name, no client."""
    suffix = f" {unit}"

    def fmt(n: int) -> str:
        return f"{n}{suffix}"

    return fmt


def with_retry(call, attempts: int = 3):
    """Runs a function again after a failure, waiting a little longer each time."""
    for i in range(attempts):
        try:
            return call()
        except requests.RequestException:
            if i == attempts - 1:
                raise
            time.sleep(2**i)


class Storage:
    def __init__(self, region: str) -> None:
        self.s3 = boto3.client("s3", region_name=region)

    def list_keys(self, bucket: str, prefix: str) -> list:
        page = self.s3.list_objects_v2(Bucket=bucket, Prefix=prefix)
        return [o["Key"] for o in page.get("Contents", [])]

    def key_count(self, keys: list) -> int:
        # look-alike: a method of the same class that asks nothing
        return len(keys)


def sizes_in_parallel(storage: Any, bucket: str, keys: list[str]) -> list[int]:
    """Object sizes, one head request per key on a thread pool; the storage comes untyped."""
    with ThreadPoolExecutor(max_workers=4) as pool:
        futures = [pool.submit(storage.head_size, bucket, k) for k in keys]
        return [f.result() for f in futures]


def counts_in_parallel(storage: Any, batches: list[list]) -> list[int]:
    """Look-alike: a method handed to the pool that asks nothing."""
    with ThreadPoolExecutor(max_workers=2) as pool:
        return [f.result() for f in [pool.submit(storage.key_count, b) for b in batches]]


class SizedStorage(Storage):
    def head_size(self, bucket: str, key: str) -> int:
        return self.s3.head_object(Bucket=bucket, Key=key)["ContentLength"]
