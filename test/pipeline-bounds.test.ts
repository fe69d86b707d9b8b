// The pipeline cannot loop, leak or outlive its visit (issue 16), against the real server, ffmpeg and
// pocketsphinx: a stage killed with the process three times fails for good with a reason; work
// directories go with the stage and with the visit; failed videos are not kept; deleting a visit
// stops its recogniser; a failure never shows a file name; a video upload keeps its documented pace.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { $ } from "bun";
import { removeDir, startServer, tempDir, type TestServer } from "./helpers/server";
import { createTenant, draftVisit, type Tenant } from "./helpers/fixtures";
import { client, type ApiResponse } from "./helpers/api";
import { makeSilentVideo, makeWalkthrough } from "./helpers/walkthrough";
import { filesUnder } from "./helpers/images";
import { eventually } from "./helpers/webhook-receiver";

const cleanup: (() => unknown)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

const KEY_LIKE = /\b[0-9abcdefghjkmnpqrstvwxyz]{26}\b/;
const workDirs = (s: TestServer) =>
  existsSync(join(s.dataDir, "work")) ? readdirSync(join(s.dataDir, "work")) : [];

const putVideo = (
  api: ReturnType<typeof client>,
  id: string,
  body: BodyInit,
): Promise<ApiResponse> =>
  api.request("PUT", `/site-visits/${id}/video`, {
    raw: body,
    headers: { "content-type": "video/mp4" },
  });

async function settled(api: ReturnType<typeof client>, id: string, timeoutMs = 60_000) {
  return eventually(
    async () => {
      const v = await api.get(`/site-visits/${id}`);
      return v.body.status !== "PROCESSING" && v.body;
    },
    timeoutMs,
    `visit ${id} to leave PROCESSING`,
  );
}

/** `seconds` of audio under a tiny video: silence, or the same spoken lines over and over. */
async function longVideo(kind: "silence" | "speech", seconds: number): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "sitevisit-long-"));
  const out = join(dir, `${kind}.mp4`);
  const video = ["-f", "lavfi", "-i", "color=black:s=16x16:r=1"];
  if (kind === "silence") {
    await $`ffmpeg -v error -y ${video} -f lavfi -i anullsrc=r=16000:cl=mono -t ${seconds} -c:v libx264 -preset ultrafast -c:a aac -b:a 16k -shortest ${out}`;
  } else {
    const walk = await makeWalkthrough(
      [
        "In the kitchen the tap under the sink is leaking badly.",
        "The extractor fan in the bathroom is broken.",
      ],
      { video: false },
    );
    await $`ffmpeg -v error -y ${video} -stream_loop -1 -i ${walk.path} -t ${seconds} -c:v libx264 -preset ultrafast -c:a aac -b:a 32k -shortest ${out}`;
  }
  cleanup.push(() => removeDir(dir));
  return out;
}

/** pids of recogniser and ffmpeg processes working on files under `dataDir`. */
async function childrenOf(dataDir: string): Promise<string[]> {
  const ps = await $`ps -eo pid=,args=`.text();
  return ps
    .split("\n")
    .filter(
      (l) => l.includes(dataDir) && /pocketsphinx|ffmpeg|ffprobe/.test(l) && !l.includes("ps -eo"),
    );
}

describe("one server, pocketsphinx", () => {
  let server: TestServer;
  let t: Tenant;
  beforeAll(async () => {
    server = await startServer({ env: { SITEVISIT_TRANSCRIBER: "pocketsphinx" } });
    cleanup.push(() => server.stop());
    t = await createTenant(server);
  });

  test("a long silent video that fails leaves no work directory, and neither does a deleted visit", async () => {
    const id = await draftVisit(t.live);
    expect((await putVideo(t.live, id, Bun.file(await longVideo("silence", 1200)))).status).toBe(
      202,
    );
    const v = await settled(t.live, id);
    expect(v).toMatchObject({ status: "DRAFT" });
    expect(v.processingError).toMatch(/speech|silent/i);
    expect(workDirs(server)).toEqual([]);
    expect((await t.live.del(`/site-visits/${id}`)).status).toBe(204);
    expect(workDirs(server)).toEqual([]);
  }, 90_000);

  test("deleting a visit mid-transcription stops the recogniser (its process is gone) and removes its work directory", async () => {
    const id = await draftVisit(t.live);
    expect((await putVideo(t.live, id, Bun.file(await longVideo("speech", 1800)))).status).toBe(
      202,
    );
    // The transcode before it takes 40 s alone; beside other test files on 2 cores, over 2 minutes
    // (127 s measured at a load of 10). A stall bound, far from normal.
    await eventually(
      async () => (await childrenOf(server.dataDir)).some((l) => l.includes("pocketsphinx")),
      360_000,
      "the recogniser to start",
    );
    expect(workDirs(server)).toContain(id);
    expect((await t.live.del(`/site-visits/${id}`)).status).toBe(204);
    await eventually(
      async () => (await childrenOf(server.dataDir)).length === 0,
      5_000,
      "the recogniser to be killed",
    );
    await eventually(async () => workDirs(server).length === 0, 5_000, "the work directory to go");
  }, 420_000);

  test("five failed uploads on one DRAFT visit keep no video; the failure names no file and the log no media key", async () => {
    const id = await draftVisit(t.live);
    const silent = await Bun.file(await makeSilentVideo("silence")).bytes();
    for (let i = 0; i < 5; i++) {
      expect((await putVideo(t.live, id, silent)).status).toBe(202);
      expect((await settled(t.live, id)).processingError).toMatch(/speech|silent/i);
    }
    await eventually(
      async () => filesUnder(join(server.dataDir, "blobs")).length === 0,
      10_000,
      "the failed videos to be deleted",
    );

    // ffprobe names the file it could not read: neither the visit nor the log shows it.
    const logsBefore = server.logs().length;
    const truncated = new Uint8Array(6000);
    truncated.set(new TextEncoder().encode("\0\0\0\x18ftypmp42"), 0);
    expect((await putVideo(t.live, id, truncated)).status).toBe(202);
    const v = await settled(t.live, id);
    expect(v.processingError).toMatch(/not a readable video/);
    expect(v.processingError).not.toContain(server.dataDir);
    expect(v.processingError).not.toContain("/blobs/");
    expect(v.processingError).not.toMatch(KEY_LIKE);
    const logs = server.logs().slice(logsBefore);
    expect(logs).toContain("pipeline stage failed");
    expect(logs).not.toContain(join(server.dataDir, "blobs"));
    expect(logs).not.toMatch(KEY_LIKE);
  }, 90_000);
});

test("the first sweep after a start removes the work directory a crash left behind", async () => {
  const dataDir = tempDir();
  cleanup.push(() => removeDir(dataDir));
  const left = join(dataDir, "work", "sv_crashed");
  await Bun.write(join(left, "job_x.wav"), new Uint8Array(1024));
  const s = await startServer({ dataDir });
  cleanup.push(() => s.stop());
  await eventually(
    async () => !existsSync(left) && s.logs().includes('"workDirs":1'),
    10_000,
    "the sweep",
  );
}, 30_000);

test("kill -9 during a stage three times: after the restart the visit is DRAFT with the reason, and the job failed at its maximum", async () => {
  // A transcription endpoint that never answers: each server dies inside the transcribe stage.
  let calls = 0;
  const model = Bun.serve({
    port: 0,
    idleTimeout: 0,
    fetch: () => (calls++, new Promise<Response>(() => {})),
  });
  const dataDir = tempDir();
  cleanup.push(
    () => model.stop(true),
    () => removeDir(dataDir),
  );
  const env = {
    SITEVISIT_TRANSCRIBER: "openai",
    SITEVISIT_TRANSCRIBE_URL: `http://127.0.0.1:${model.port}`,
  };
  let s = await startServer({ dataDir, env, binary: true });
  const tenant = await createTenant(s);
  let api = client(s.api, tenant.liveKey);
  const id = await draftVisit(api);
  expect((await putVideo(api, id, Bun.file(await makeSilentVideo("silence")))).status).toBe(202);
  for (let attempt = 1; attempt <= 3; attempt++) {
    await eventually(async () => calls === attempt, 30_000, `transcription call ${attempt}`);
    expect((await api.get(`/site-visits/${id}`)).body).toMatchObject({
      status: "PROCESSING",
      processingStage: "transcribe",
    });
    await s.stop("SIGKILL");
    s = await startServer({ dataDir, env, binary: true });
    cleanup.push(() => s.stop());
    api = client(s.api, tenant.liveKey);
  }
  const v = await settled(api, id, 30_000);
  expect(v).toMatchObject({ status: "DRAFT", processingStage: null });
  expect(v.processingError).toMatch(/^Processing stopped while transcribing after 3 attempts/);
  await Bun.sleep(500);
  expect(calls).toBe(3);
  const job = new Database(join(dataDir, "sitevisit.db"), { readonly: true })
    .query("SELECT status, attempts, max_attempts FROM jobs WHERE type = 'pipeline.transcribe'")
    .all();
  expect(job).toEqual([{ status: "failed", attempts: 3, max_attempts: 3 }]);
  // A new upload is processed again.
  expect((await putVideo(api, id, Bun.file(await makeSilentVideo("silence")))).status).toBe(202);
}, 120_000);
