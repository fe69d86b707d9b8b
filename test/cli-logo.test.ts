// `sitevisit accounts settings --logo FILE` refuses a file that is not a usable image with the CLI's
// `bad_input` code and the reason, never `internal_error` (issue 46, a low). The built binary.
import { expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { runCli, tempDir } from "./helpers/server";

test("a logo that is not an image, or too large, is bad_input with the reason", async () => {
  const dataDir = tempDir();
  const acct = await runCli(["accounts", "create", "--name", "Logo Ltd", "--json"], {
    binary: true,
    dataDir,
  });
  expect(acct.code, acct.stderr).toBe(0);
  const dir = tempDir();
  const text = join(dir, "logo.png");
  writeFileSync(text, "not an image at all");
  const big = join(dir, "big.jpg");
  writeFileSync(big, Buffer.alloc(16 * 1024 * 1024, 0xff));
  for (const [file, message] of [
    [text, /JPEG, PNG, WebP/],
    [big, /larger than/],
  ] as const) {
    const r = await runCli(
      ["accounts", "settings", "--account", acct.json.id, "--logo", file, "--json"],
      { binary: true, dataDir },
    );
    expect(r.code, file).toBe(1);
    const error = JSON.parse(r.stderr).error;
    expect(error.code, file).toBe("bad_input");
    expect(error.message, file).toMatch(message);
  }
}, 60_000);
