# Modelled on public cloud-storage and open-data MCP servers that call a cloud SDK, keep an HTTP session in a closure and fan requests out to a thread pool; written for this repository.
from mcp.server.fastmcp import FastMCP

from .clients import SizedStorage, counts_in_parallel, make_fetcher, make_formatter, sizes_in_parallel, with_retry

mcp = FastMCP("buckets")
storage = SizedStorage("eu-central-2")
fetch = make_fetcher("https://opendata.example.ch/api")
bytes_text = make_formatter("bytes")


@mcp.tool()
def list_objects(bucket: str, prefix: str = "") -> list:
    """Keys of one bucket under a prefix."""
    return storage.list_keys(bucket, prefix)


@mcp.tool()
def object_sizes(bucket: str, keys: list[str]) -> list:
    """Sizes of several objects at once."""
    return sizes_in_parallel(storage, bucket, keys)


@mcp.tool()
def dataset(dataset_id: str) -> dict:
    """One open-data dataset, asked again on a failure."""
    return with_retry(lambda: fetch(f"/datasets/{dataset_id}"))


@mcp.tool()
def count_keys(keys: list[str]) -> int:
    """Look-alike: a method of the storage class that sends nothing."""
    return storage.key_count(keys)


@mcp.tool()
def batch_counts(batches: list[list[str]]) -> list:
    """Look-alike: key counts of several batches, on a thread pool; nothing is sent."""
    return counts_in_parallel(storage, batches)


@mcp.tool()
def format_size(size: int) -> str:
    """Look-alike: a size as text, by a closure that holds no client."""
    return bytes_text(size)
