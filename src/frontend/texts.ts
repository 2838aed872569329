/** The model-visible texts every front end reports the same way: tool and argument descriptions. */
import type { ModelText, ToolModel } from "../model/types.js";

/** A tool's description and its arguments' descriptions, where they stand as literals. */
export function descriptionTexts(tool: ToolModel): ModelText[] {
  const texts: ModelText[] = [];
  if (tool.description !== undefined && tool.descriptionLocation)
    texts.push({
      tool: tool.id,
      kind: "tool-description",
      text: tool.description,
      location: tool.descriptionLocation,
      ...(tool.descriptionSegments ? { segments: tool.descriptionSegments } : {}),
    });
  for (const p of tool.parameters) {
    if (p.description !== undefined && p.descriptionLocation)
      texts.push({
        tool: tool.id,
        kind: "parameter-description",
        param: p.name,
        text: p.description,
        location: p.descriptionLocation,
        ...(p.descriptionSegments ? { segments: p.descriptionSegments } : {}),
      });
  }
  return texts;
}
