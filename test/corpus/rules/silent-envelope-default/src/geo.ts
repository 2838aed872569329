// fidelity-audit corpus: rule silent-envelope-default (geodata over axios, document index over an SDK client, zod), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { Client } from "@elastic/elasticsearch";
import Ajv from "ajv";
import axios from "axios";
import { z } from "zod";

const geo = axios.create({ baseURL: process.env.GEO_URL ?? "https://geo.canton.example/rest/services", timeout: 15_000 });
const es = new Client({ node: process.env.ES_URL ?? "http://localhost:9200" });

const ajv = new Ajv();
const validateFind = ajv.compile({ type: "object", required: ["features"], properties: { features: { type: "array" } } });
const PlaceAnswer = z.object({ features: z.array(z.object({ id: z.string(), attributes: z.record(z.unknown()) })) });

export async function findPlaces(text: string) {
  const { data } = await geo.get("/find", { params: { searchText: text, f: "json" } });
  // ruleid: silent-envelope-default
  const { features = [] } = data;
  return features.map((f: { id: string }) => f.id);
}

export async function findPlacesValidated(text: string) {
  const response = await geo.get("/find", { params: { searchText: text, f: "json" } });
  // ok: silent-envelope-default
  const parsed = PlaceAnswer.parse(response.data);
  return parsed.features;
}

export async function findPlacesAjv(text: string) {
  const { data } = await geo.get("/find", { params: { searchText: text, f: "json" } });
  if (!validateFind(data)) throw new Error(`find: unexpected answer: ${ajv.errorsText(validateFind.errors)}`);
  // ok: silent-envelope-default
  return data.features ?? [];
}

export async function findPlacesLenient(text: string) {
  const response = await geo.get("/find", { params: { searchText: text, f: "json" } });
  const checked = PlaceAnswer.safeParse(response.data);
  if (!checked.success) {
    // ruleid: silent-envelope-default
    return { features: [], total: 0 };
  }
  return { features: checked.data.features, total: checked.data.features.length };
}

export async function findPlacesStrict(text: string) {
  const response = await geo.get("/find", { params: { searchText: text, f: "json" } });
  const checked = PlaceAnswer.safeParse(response.data);
  if (!checked.success) {
    // ok: silent-envelope-default
    return { isError: true, features: [], message: checked.error.message };
  }
  return { features: checked.data.features };
}

export async function searchDocuments(query: string, size: number) {
  const answer = await es.search({ index: "documents", query: { match: { text: query } }, size });
  return {
    // ruleid: silent-envelope-default — a typed SDK answer is still an answer: a default turns its failure into nothing
    hits: answer.hits?.hits ?? [],
    took: answer.took,
  };
}
