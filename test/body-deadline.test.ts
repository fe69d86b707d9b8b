// The deadline on reading a request body (src/http/body.ts, withDeadline): one shared timer checks
// every pending read. A read that settles in time gives its value or its error; one that does not is
// refused with 408 request_timeout, never before its deadline; reads with different deadlines do
// not disturb each other. No timing is asserted beyond bounds no healthy process comes near.
import { expect, test } from "bun:test";
import { withDeadline } from "../src/http/body";
import { ApiError } from "../src/core/errors";

const request = () => new Request("http://localhost/");
const never = () => new Promise<string>(() => {});

test("a read that settles in time gives its value, or its own error", async () => {
  expect(await withDeadline(Promise.resolve("body"), 1_000, request())).toBe("body");
  const late = Bun.sleep(20).then(() => "later");
  expect(await withDeadline(late, 1_000, request())).toBe("later");
  const failed = Promise.reject(new Error("connection reset"));
  await expect(withDeadline(failed, 1_000, request())).rejects.toThrow("connection reset");
});

test("a read that does not settle is refused with 408 after its deadline, not before", async () => {
  const started = performance.now();
  const error = await withDeadline(never(), 200, request()).catch((e) => e);
  const waited = performance.now() - started;
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).code).toBe("request_timeout");
  expect((error as ApiError).status).toBe(408);
  expect(waited).toBeGreaterThanOrEqual(199);
  expect(waited).toBeLessThan(5_000);
});

test("reads with different deadlines each keep their own; the timer stops and starts again", async () => {
  const short = withDeadline(never(), 150, request()).catch((e: ApiError) => e.code);
  const long = withDeadline(
    Bun.sleep(400).then(() => "arrived"),
    3_000,
    request(),
  );
  expect(await short).toBe("request_timeout");
  expect(await long).toBe("arrived");
  // Nothing pending any more: a later read still gets its deadline.
  await Bun.sleep(250);
  expect(await withDeadline(never(), 100, request()).catch((e: ApiError) => e.code)).toBe(
    "request_timeout",
  );
});

test("a read that fails after its 408 is not an unhandled rejection", async () => {
  const unhandled: unknown[] = [];
  const note = (e: unknown) => unhandled.push(e);
  process.on("unhandledRejection", note);
  try {
    const late = Bun.sleep(250).then(() => Promise.reject(new Error("connection reset")));
    expect(await withDeadline(late, 100, request()).catch((e: ApiError) => e.code)).toBe(
      "request_timeout",
    );
    await Bun.sleep(300);
    expect(unhandled).toEqual([]);
  } finally {
    process.off("unhandledRejection", note);
  }
});
