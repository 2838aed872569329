// Ephemeris-file handler module of the space-data corpus server; written for this repo.
import axios from "axios";

export function formatName(body: string) {
  return `${body.replace(/\s+/g, "_")}.txt`;
}

export async function horizonsFileHandler(args: { body: string }) {
  const res = await axios.post("https://orbits.example.gov/horizons_file.api", { COMMAND: args.body });
  return { content: [{ type: "text", text: `${formatName(args.body)}\n${String(res.data.result)}` }] };
}
