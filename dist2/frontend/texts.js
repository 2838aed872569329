/** A tool's description and its arguments' descriptions, where they stand as literals. */
export function descriptionTexts(tool) {
    const texts = [];
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
