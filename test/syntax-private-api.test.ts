/**
 * The node index (src/frontend/ts/syntax/node-index.ts) wraps compiler nodes through ts-morph's
 * private `_context.compilerFactory`, the one use of a private API in the project. This test fails
 * when a ts-morph upgrade renames or changes it, instead of every rule going quiet.
 */
import fs, { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SyntaxKind, ts } from "ts-morph";
import { afterAll, describe, expect, it, vi } from "vitest";
import { loadProject } from "../src/frontend/ts/load.js";
import { descendantsOfKind } from "../src/frontend/ts/syntax/node-index.js";

const dir = mkdtempSync(path.join(os.tmpdir(), "fa-private-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("ts-morph's private node factory", () => {
  it("hands out the same wrapper objects as ts-morph's public API, in document order", () => {
    writeFileSync(
      path.join(dir, "a.ts"),
      "// fixture written for this test\nconst a = f(1);\nfunction g() { return f(2) + h(3); }\n",
    );
    const sf = loadProject(dir).sourceFiles[0]!;
    const ours = descendantsOfKind(sf, SyntaxKind.CallExpression);
    const theirs = sf.getDescendantsOfKind(SyntaxKind.CallExpression);
    expect({ texts: ours.map((c) => c.getText()), same: ours.every((c, i) => c === theirs[i]) }).toEqual({
      texts: ["f(1)", "f(2)", "h(3)"],
      same: true,
    });
  });

  it("indexes an expression nested thousands deep without overflowing the stack", () => {
    writeFileSync(
      path.join(dir, "b.ts"),
      `// fixture written for this test\nexport const s = ${Array.from({ length: 3000 }, (_, i) => `"p${i}"`).join(" + ")};\n`,
    );
    const sf = loadProject(dir).sourceFiles.find((f) => f.getBaseName() === "b.ts")!;
    expect(descendantsOfKind(sf, SyntaxKind.StringLiteral).length).toEqual(3000);
  });
});

describe("ts-morph's private file-system wrapper", () => {
  it("gives ts-morph the text the walker read: the file is not read (and parsed) a second time", () => {
    const sub = mkdtempSync(path.join(os.tmpdir(), "fa-private-load-"));
    try {
      writeFileSync(path.join(sub, "one.ts"), "// fixture written for this test\nexport const one = 1;\n");
      writeFileSync(path.join(sub, "two.ts"), "// fixture written for this test\nexport const two = 2;\n");
      // ts-morph reads through fs.readFileSync; the walker reads each file once on its own (readSync)
      const spy = vi.spyOn(fs, "readFileSync");
      try {
        const loaded = loadProject(sub);
        expect({
          files: loaded.sourceFiles.map((f) => f.getBaseName()),
          texts: loaded.sourceFiles.map((f) => f.getFullText().split("\n")[1]),
          readAgain: spy.mock.calls.map((c) => String(c[0])).filter((f) => f.startsWith(sub)),
        }).toEqual({
          files: ["one.ts", "two.ts"],
          texts: ["export const one = 1;", "export const two = 2;"],
          readAgain: [],
        });
      } finally {
        spy.mockRestore();
      }
    } finally {
      rmSync(sub, { recursive: true, force: true });
    }
  });
});

describe("the compiler's internal binder entry", () => {
  it("binds each file at load (a file the binder cannot take is skipped there); the checker then finds it bound", () => {
    const sub = mkdtempSync(path.join(os.tmpdir(), "fa-private-bind-"));
    try {
      writeFileSync(path.join(sub, "one.ts"), "// fixture written for this test\nexport const one = 1;\n");
      const sf = loadProject(sub).sourceFiles[0]!;
      expect({
        entry: typeof (ts as unknown as { bindSourceFile?: unknown }).bindSourceFile,
        bound: (sf.compilerNode as unknown as { locals?: Map<string, unknown> }).locals?.has("one"),
      }).toEqual({ entry: "function", bound: true });
    } finally {
      rmSync(sub, { recursive: true, force: true });
    }
  });
});
