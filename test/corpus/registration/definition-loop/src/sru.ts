// fidelity-audit corpus: registration style definition-loop (SRU and holdings clients), modelled on the shapes of public MCP servers (written for this repo, 2026-11-29)
import { XMLParser } from "fast-xml-parser";

const SRU_BASE = process.env.SRU_BASE_URL ?? "https://sru.library.example/sru";
const HOLDINGS_BASE = process.env.HOLDINGS_URL ?? "https://holdings.library.example/api";

const parser = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true });

export interface SruPage {
  numberOfRecords: number;
  nextRecordPosition: number | null;
  records: unknown[];
}

export async function sruSearch(cql: string, maximumRecords: number, startRecord: number): Promise<SruPage> {
  const url = new URL(SRU_BASE);
  url.searchParams.set("version", "2.0");
  url.searchParams.set("operation", "searchRetrieve");
  url.searchParams.set("query", cql);
  url.searchParams.set("maximumRecords", String(maximumRecords));
  url.searchParams.set("startRecord", String(startRecord));
  url.searchParams.set("recordSchema", "marcxml");
  const res = await fetch(url);
  if (!res.ok) {
    throw new Error(`SRU searchRetrieve: HTTP ${res.status}`);
  }
  const doc = parser.parse(await res.text());
  const response = doc.searchRetrieveResponse;
  if (!response || response.numberOfRecords === undefined) {
    throw new Error(`SRU: no searchRetrieveResponse/numberOfRecords in answer`);
  }
  const records = response.records?.record;
  return {
    numberOfRecords: Number(response.numberOfRecords),
    nextRecordPosition: response.nextRecordPosition ? Number(response.nextRecordPosition) : null,
    records: records === undefined ? [] : Array.isArray(records) ? records : [records],
  };
}

export async function holdingsApi<T>(path: string, params: Record<string, string>): Promise<T> {
  const url = new URL(`${HOLDINGS_BASE}${path}`);
  url.search = new URLSearchParams(params).toString();
  const res = await fetch(url, { headers: { Accept: "application/json" } });
  if (!res.ok) {
    throw new Error(`holdings ${path}: HTTP ${res.status}`);
  }
  return (await res.json()) as T;
}
