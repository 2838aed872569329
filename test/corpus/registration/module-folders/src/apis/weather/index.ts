// One API module of the open-data hub corpus server; written for this repo.
import type { ApiModule } from "../../types.js";
import { tools } from "./tools.js";

const meta = { name: "weather" };
export default { ...meta, tools } satisfies ApiModule;
