// Near-earth-object feed handler module of the space-data corpus server; written for this repo.
import axios from "axios";

export const DEFAULT_PAGE = 1;

export async function neoFeedHandler(args: { start_date: string; end_date: string }) {
  const res = await axios.get("https://space.example.gov/neo/feed", {
    params: { start_date: args.start_date, end_date: args.end_date, page: DEFAULT_PAGE },
  });
  return { content: [{ type: "text", text: JSON.stringify(res.data.near_earth_objects) }] };
}
