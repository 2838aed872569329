# Modelled on MCP servers in front of a search engine, a vector store and a SQL database through their Python SDKs; written for this repository.
from elasticsearch import Elasticsearch
from mysql.connector import connect
from pymilvus import MilvusClient


class EngineBase:
    def __init__(self, hosts: list[str]):
        self.client = Elasticsearch(hosts=hosts)


class DocumentClient(EngineBase):
    def search_documents(self, index: str, body: dict) -> dict:
        return self.client.search(index=index, body=body)

    def count_words(self, text: str) -> int:
        # look-alike: a method of the same class that asks no upstream
        return len(text.split())


class VectorStore:
    def __init__(self, uri: str):
        self.client = MilvusClient(uri=uri)

    async def query(self, collection: str, expr: str) -> list:
        return self.client.query(collection_name=collection, filter=expr)


class Database:
    def __init__(self, config: dict):
        self.config = config

    def connection(self):
        return connect(**self.config)


def run_sql(db: Database, sql: str) -> list:
    with db.connection() as conn:
        with conn.cursor() as cursor:
            cursor.execute(sql)
            return cursor.fetchall()
