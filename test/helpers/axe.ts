// axe-core injected into a playwright page: the page must have no serious or critical violation.
import { expect } from "bun:test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export async function axe(page: Page, name: string) {
  await page.evaluate(AXE);
  const result: any = await page.evaluate(() => (globalThis as any).axe.run(document, { resultTypes: ["violations"] }));
  const bad = result.violations.filter((v: any) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v: any) => `${name}: ${v.id} (${v.impact}) ${v.nodes.map((n: any) => n.target).join(" ")}`)).toEqual([]);
}
