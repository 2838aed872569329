/**
 * Where a published list takes an order nothing defines (rule 7, registry half), as model facts
 * (`ServerModel.orderSources`): the order a server publishes its tools in coming from a Set filled
 * from several places, a directory listing, a map merged from several modules, or a Map filled as
 * concurrent imports complete; and result lists assembled in completion order
 * (`.then(r => out.push(r))`), the same defect one level down.
 *
 * Publication points: the `tools` of a ListTools handler, and the collection a registration call
 * (`tool`/`registerTool`/`addTool`, or a dynamic `import()` of tool modules) is looped over.
 */
import type { OrderSource, ToolModel } from "../../model/types.js";
import type { TsFrontendData } from "./index.js";
/** Every published list whose order nothing defines: the tool list first (source order), then result lists. */
export declare function buildOrderSources(ts: TsFrontendData, tools: ToolModel[]): OrderSource[];
