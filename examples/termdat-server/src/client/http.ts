// termdat-mcp-server: axios instance (fidelity-audit bundled example, written for this repo, 2026-11-29)
import axios from "axios";

export const http = axios.create({
  baseURL: process.env.TERMDAT_API_URL ?? "https://api.termdat.example/v2",
  timeout: 20_000,
  headers: {
    Accept: "application/json",
    "User-Agent": "termdat-mcp-server/0.5.2",
  },
});
