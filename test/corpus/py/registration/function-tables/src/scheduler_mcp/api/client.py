# Modelled on standalone-fastmcp servers for a workflow scheduler's generated REST client, one module of tools per API group; written for this repository.
from scheduler_client import ApiClient, Configuration

configuration = Configuration(host="http://localhost:8080/api/v1")
api_client = ApiClient(configuration)
