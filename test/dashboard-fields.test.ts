// The dashboard's small formatters: counts read as digits with thousands separators.
import { expect, test } from "bun:test";
import { count } from "../src/dashboard/views/fields";

test("a count is its number and the right word, with separators from 1,000", () => {
  expect(count(0, "visit", "visits")).toBe("0 visits");
  expect(count(1, "visit", "visits")).toBe("1 visit");
  expect(count(999, "open item", "open items")).toBe("999 open items");
  expect(count(1000, "visit", "visits")).toBe("1,000 visits");
  expect(count(1234567, "visit", "visits")).toBe("1,234,567 visits");
});
