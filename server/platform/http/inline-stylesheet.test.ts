import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createStylesheetReader } from "./inline-stylesheet";

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "relaywise-css-"));
fs.mkdirSync(path.join(clientDir, "assets"));
fs.writeFileSync(path.join(clientDir, "assets", "app-abc.css"), "body{color:#0f172a}");
fs.writeFileSync(path.join(clientDir, "assets", "odd-abc.css"), 'a::after{content:"</style>"}');
fs.writeFileSync(path.join(clientDir, "secret.css"), "outside the assets folder");
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

describe("createStylesheetReader", () => {
  it("reads a build stylesheet once and keeps its text", () => {
    const read = createStylesheetReader(clientDir);
    expect(read("/assets/app-abc.css")).toBe("body{color:#0f172a}");
    fs.writeFileSync(path.join(clientDir, "assets", "app-abc.css"), "changed on disk");
    expect(read("/assets/app-abc.css")).toBe("body{color:#0f172a}");
  });

  it("links instead of inlining what it cannot or must not inline", () => {
    const read = createStylesheetReader(clientDir);
    expect(read("/assets/missing.css")).toBeUndefined();
    expect(read("/assets/../secret.css")).toBeUndefined();
    expect(read("/secret.css")).toBeUndefined();
    expect(read("https://cdn.example/app.css")).toBeUndefined();
    // Its text would close the <style> element early.
    expect(read("/assets/odd-abc.css")).toBeUndefined();
  });
});
