// Ephemeris handler module of the space-data corpus server; written for this repo.
import axios from "axios";

export async function horizonsHandler(args: { body: string }) {
  const res = await axios.get("https://orbits.example.gov/horizons.api", { params: { COMMAND: args.body, format: "json" } });
  return { content: [{ type: "text", text: String(res.data.result) }] };
}
