// The dashboard's small formatters: counts read as digits with thousands separators, days as UTC days.
import { expect, test } from "bun:test";
import { count, day } from "../src/dashboard/views/fields";

test("a count is its number and the right word, with separators from 1,000", () => {
  expect(count(0, "visit", "visits")).toBe("0 visits");
  expect(count(1, "visit", "visits")).toBe("1 visit");
  expect(count(999, "open item", "open items")).toBe("999 open items");
  expect(count(1000, "visit", "visits")).toBe("1,000 visits");
  expect(count(1234567, "visit", "visits")).toBe("1,234,567 visits");
});

test("a day is the UTC calendar day of a stored moment, the same when asked again", () => {
  expect(day("2026-03-01T00:00:00.000Z")).toBe("1 Mar 2026");
  expect(day("2026-03-01T23:59:59.000Z")).toBe("1 Mar 2026");
  expect(day("2026-03-01T00:00:00.000Z")).toBe("1 Mar 2026");
  for (let i = 0; i < 1500; i++) day(new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString());
  expect(day("2024-02-29T12:00:00.000Z")).toBe("29 Feb 2024");
});
