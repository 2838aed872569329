// Picture-of-the-day handler module of the space-data corpus server; written for this repo.
import axios from "axios";

export async function apodHandler(args: { date?: string }) {
  const res = await axios.get("https://space.example.gov/planetary/apod", { params: { date: args.date } });
  return { content: [{ type: "text", text: JSON.stringify(res.data) }] };
}

export default apodHandler;
