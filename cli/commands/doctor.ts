// `sitevisit doctor`: which parts the video pipeline and mail can use on this machine, and for each one
// that cannot be used, why and what to do. Optional parts may be missing (exit 0); the transcriber or
// extractor the settings choose must work (else exit 1), because every video would fail on it.
import { Command } from "commander";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../../src/core/config";
import { describeAdapters } from "../../src/pipeline/adapters-info";
import { displayUrl, v1Url } from "../../src/pipeline/extractors/openai";
import { redact } from "../../src/pipeline/model-endpoint";
import { pocketsphinxStatus } from "../../src/pipeline/transcribers/index";
import { action, cliConfig, print, withCommon, type CommonOpts } from "../shared";

/** One probe of a network service: long enough for a slow LAN, short enough to wait for. */
const PROBE_TIMEOUT_MS = 5_000;

export type CheckStatus = "ok" | "missing" | "unreachable" | "refused" | "invalid";

export interface Check {
  part: string;
  status: CheckStatus;
  detail: string;
  /** What to do when the status is not ok. */
  fix: string | null;
}

const ok = (part: string, detail: string): Check => ({ part, status: "ok", detail, fix: null });

async function tool(name: "ffmpeg" | "ffprobe"): Promise<Check> {
  const fix = "apt-get install ffmpeg (videos need it; uploaded transcripts do not)";
  if (!Bun.which(name)) return { part: name, status: "missing", detail: `${name} is not on PATH`, fix };
  const proc = Bun.spawn([name, "-version"], { stdout: "pipe", stderr: "ignore", stdin: "ignore" });
  const [out, code] = await Promise.all([new Response(proc.stdout).text(), proc.exited]);
  if (code !== 0) return { part: name, status: "missing", detail: `'${name} -version' failed (exit ${code})`, fix };
  return ok(name, `${name} ${/version (\S+)/.exec(out)?.[1] ?? "(version unknown)"}`);
}

/** The image tools behind photo sizes and HEIC renditions (src/media/image-tool.ts). */
function imageTools(): Check[] {
  const check = (part: string, tools: string[], fix: string, use: string): Check => {
    const missing = tools.filter((t) => !Bun.which(t));
    return missing.length ? { part, status: "missing", detail: `${missing.join(", ")} not on PATH: ${use}`, fix } : ok(part, `${tools.join(", ")} installed`);
  };
  return [
    check("image sizes", ["vipsthumbnail", "vipsheader", "prlimit"], "apt-get install libvips-tools util-linux", "photos get no thumbnails and public pages show placeholders"),
    check("heic", ["heif-convert"], "apt-get install libheif-examples", "HEIC photos get no JPEG and no sizes"),
  ];
}

/** A cheap GET of `/v1/models`: any answer but a refused key or a server error means the server is there. */
async function probe(part: string, url: string, apiKey: string | null, env: "SITEVISIT_TRANSCRIBE" | "SITEVISIT_LLM"): Promise<Check> {
  if (!URL.canParse(url)) return { part, status: "invalid", detail: `${env}_URL is not a URL`, fix: `set ${env}_URL to the server's base URL, e.g. http://gpu-box:8080` };
  const target = v1Url(url, "models");
  const shown = displayUrl(target);
  const unreachable = (what: string): Check => ({ part, status: "unreachable", detail: `GET ${shown}: ${what}`, fix: `start that server, or correct ${env}_URL` });
  let res: Response;
  try {
    res = await fetch(target, { headers: apiKey ? { Authorization: `Bearer ${apiKey}` } : {}, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS), redirect: "manual" });
    await res.body?.cancel();
  } catch (err) {
    const e = err as Error & { code?: string };
    if (e.name === "TimeoutError") return unreachable(`no answer within ${PROBE_TIMEOUT_MS / 1000} s`);
    return unreachable(`could not connect (${redact(e.code ?? e.message, apiKey ?? undefined)})`);
  }
  const answered = `GET ${shown} answered ${res.status}`;
  if (res.status === 401 || res.status === 403)
    return { part, status: "refused", detail: `${answered}: the server refused the API key`, fix: `check ${env}_API_KEY` };
  if (res.status >= 500) return unreachable(`the server failed (${res.status})`);
  // whisper.cpp's server has no /v1/models: a 404 still says the server is up.
  return ok(part, `reachable: ${answered}`);
}

function openAiCheck(part: string, url: string | null, apiKey: string | null, env: "SITEVISIT_TRANSCRIBE" | "SITEVISIT_LLM", what: string): Promise<Check> {
  if (url) return probe(part, url, apiKey, env);
  return Promise.resolve({ part, status: "missing", detail: `${env}_URL is not set`, fix: `to use it, set ${env}_URL to ${what}` });
}

async function smtp(cfg: Config): Promise<Check> {
  const part = "smtp";
  if (!cfg.smtpUrl) return ok(part, `SITEVISIT_SMTP_URL is not set: mail is written as .eml under ${join(cfg.dataDir, "mail")}`);
  const u = URL.parse(cfg.smtpUrl);
  if (!u || (u.protocol !== "smtp:" && u.protocol !== "smtps:") || !u.hostname)
    return { part, status: "invalid", detail: "SITEVISIT_SMTP_URL is not an smtp:// or smtps:// URL", fix: "set it as smtp://user:pass@host:587 or smtps://user:pass@host:465" };
  const where = `${u.hostname}:${u.port || (u.protocol === "smtps:" ? 465 : 587)}`;
  const password = decodeURIComponent(u.password) || undefined;
  const transport = nodemailer.createTransport({ url: cfg.smtpUrl, connectionTimeout: PROBE_TIMEOUT_MS, greetingTimeout: PROBE_TIMEOUT_MS, socketTimeout: PROBE_TIMEOUT_MS });
  try {
    await transport.verify();
    return ok(part, `connected to ${where}${u.username ? " and logged in" : ""}`);
  } catch (err) {
    const e = err as Error & { code?: string };
    const said = redact(e.message, password);
    if (e.code === "EAUTH") return { part, status: "refused", detail: `${where} refused the login: ${said}`, fix: "check the user and password in SITEVISIT_SMTP_URL" };
    return { part, status: "unreachable", detail: `${where}: ${said}`, fix: "start the mail server or correct SITEVISIT_SMTP_URL (unset, mail is written as .eml files)" };
  } finally {
    transport.close();
  }
}

export async function collectDoctor(opts: CommonOpts) {
  const cfg = cliConfig(opts);
  const p = cfg.pipeline;
  const ps = pocketsphinxStatus();
  const [ffmpeg, ffprobe, openaiTranscriber, openaiExtractor, mail] = await Promise.all([
    tool("ffmpeg"),
    tool("ffprobe"),
    openAiCheck("transcriber openai", p.transcribeUrl, p.transcribeApiKey, "SITEVISIT_TRANSCRIBE", "an OpenAI-compatible /v1/audio/transcriptions server (whisper.cpp, speaches, OpenAI)"),
    openAiCheck("extractor openai", p.llmUrl, p.llmApiKey, "SITEVISIT_LLM", "an OpenAI-compatible chat server (llama.cpp, vLLM, Ollama, OpenAI)"),
    smtp(cfg),
  ]);
  const transcribers: Record<string, Check> = {
    pocketsphinx: ps.available
      ? ok("transcriber pocketsphinx", "installed (offline)")
      : { part: "transcriber pocketsphinx", status: "missing", detail: ps.reason!, fix: "apt-get install pocketsphinx pocketsphinx-en-us" },
    openai: openaiTranscriber,
    none: ok("transcriber none", "always: transcripts are uploaded with PUT /site-visits/{id}/transcript"),
  };
  const extractors: Record<string, Check> = { rules: ok("extractor rules", "built in, offline"), openai: openaiExtractor };
  const adapters = describeAdapters(p);
  const chosen = (kind: "transcriber" | "extractor", checks: Record<string, Check>): Check => {
    const { name, reason } = adapters[kind];
    const part = `${kind} (chosen)`;
    // The reason already says what to set.
    if (!name) return { part, status: "invalid", detail: reason, fix: null };
    const check = checks[name]!;
    return { part, status: check.status, detail: `${name}, because ${reason}${check.status === "ok" ? "" : `; ${check.detail}`}`, fix: check.fix };
  };
  const chosenTranscriber = chosen("transcriber", transcribers);
  const chosenExtractor = chosen("extractor", extractors);
  const checks = [ffmpeg, ffprobe, ...imageTools(), ...Object.values(transcribers), ...Object.values(extractors), chosenTranscriber, chosenExtractor, mail];
  return {
    /** false when the chosen transcriber or extractor cannot work: every video would fail. */
    usable: chosenTranscriber.status === "ok" && chosenExtractor.status === "ok",
    transcriber: { ...adapters.transcriber, status: chosenTranscriber.status },
    extractor: { ...adapters.extractor, status: chosenExtractor.status },
    checks,
  };
}

export function formatDoctor(report: Awaited<ReturnType<typeof collectDoctor>>): string {
  const width = Math.max(...report.checks.map((c) => c.part.length));
  const lines = report.checks.map((c) => `${c.part.padEnd(width)}  ${c.status.padEnd(11)}  ${c.detail}${c.fix ? `; fix: ${c.fix}` : ""}`);
  lines.push(
    report.usable
      ? "the chosen transcriber and extractor are usable"
      : "the chosen transcriber or extractor is NOT usable: processing will fail until it is fixed (see above)",
  );
  return lines.join("\n");
}

export function doctorCommand(): Command {
  return withCommon(
    new Command("doctor").description(
      "which parts are usable here and why not: ffmpeg, each transcriber and extractor, the chosen ones, SMTP; exits 1 if the chosen transcriber or extractor cannot work",
    ),
  ).action(
    action(async (opts: CommonOpts) => {
      const report = await collectDoctor(opts);
      print(opts, report, () => formatDoctor(report));
      if (!report.usable) process.exitCode = 1;
    }),
  );
}
