// The video pipeline's part of `sitevisit doctor`: ffmpeg, each transcriber and extractor, and
// whether the ones the settings choose can work (if not, every video would fail on them).
import type { Config } from "../core/config";
import { ok, PROBE_TIMEOUT_MS, type Check } from "../core/check";
import { redact } from "../core/redact";
import { describeAdapters } from "./adapters-info";
import { displayUrl, v1Url } from "./extractors/openai";
import { pocketsphinxStatus } from "./transcribers/index";

async function tool(name: "ffmpeg" | "ffprobe"): Promise<Check> {
  const fix = "apt-get install ffmpeg (videos need it; uploaded transcripts do not)";
  if (!Bun.which(name))
    return { part: name, status: "missing", detail: `${name} is not on PATH`, fix };
  const proc = Bun.spawn([name, "-version"], { stdout: "pipe", stderr: "ignore", stdin: "ignore" });
  const [out, code] = await Promise.all([new Response(proc.stdout).text(), proc.exited]);
  if (code !== 0)
    return {
      part: name,
      status: "missing",
      detail: `'${name} -version' failed (exit ${code})`,
      fix,
    };
  return ok(name, `${name} ${/version (\S+)/.exec(out)?.[1] ?? "(version unknown)"}`);
}

/** A cheap GET of `/v1/models`: any answer but a refused key or a server error means the server is there. */
async function probe(
  part: string,
  url: string,
  apiKey: string | null,
  env: "SITEVISIT_TRANSCRIBE" | "SITEVISIT_LLM",
): Promise<Check> {
  if (!URL.canParse(url))
    return {
      part,
      status: "invalid",
      detail: `${env}_URL is not a URL`,
      fix: `set ${env}_URL to the server's base URL, e.g. http://gpu-box:8080`,
    };
  const target = v1Url(url, "models");
  const shown = displayUrl(target);
  const unreachable = (what: string): Check => ({
    part,
    status: "unreachable",
    detail: `GET ${shown}: ${what}`,
    fix: `start that server, or correct ${env}_URL`,
  });
  let res: Response;
  try {
    res = await fetch(target, {
      headers: apiKey ? { Authorization: `Bearer ${apiKey}` } : {},
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      redirect: "manual",
    });
    await res.body?.cancel();
  } catch (err) {
    const e = err as Error & { code?: string };
    if (e.name === "TimeoutError")
      return unreachable(`no answer within ${PROBE_TIMEOUT_MS / 1000} s`);
    return unreachable(`could not connect (${redact(e.code ?? e.message, apiKey ?? undefined)})`);
  }
  const answered = `GET ${shown} answered ${res.status}`;
  if (res.status === 401 || res.status === 403)
    return {
      part,
      status: "refused",
      detail: `${answered}: the server refused the API key`,
      fix: `check ${env}_API_KEY`,
    };
  if (res.status >= 500) return unreachable(`the server failed (${res.status})`);
  // whisper.cpp's server has no /v1/models: a 404 still says the server is up.
  return ok(part, `reachable: ${answered}`);
}

function openAiCheck(
  part: string,
  url: string | null,
  apiKey: string | null,
  env: "SITEVISIT_TRANSCRIBE" | "SITEVISIT_LLM",
  what: string,
): Promise<Check> {
  if (url) return probe(part, url, apiKey, env);
  return Promise.resolve({
    part,
    status: "missing",
    detail: `${env}_URL is not set`,
    fix: `to use it, set ${env}_URL to ${what}`,
  });
}

export async function checkPipeline(p: Config["pipeline"]) {
  const ps = pocketsphinxStatus();
  const [ffmpeg, ffprobe, openaiTranscriber, openaiExtractor] = await Promise.all([
    tool("ffmpeg"),
    tool("ffprobe"),
    openAiCheck(
      "transcriber openai",
      p.transcribeUrl,
      p.transcribeApiKey,
      "SITEVISIT_TRANSCRIBE",
      "an OpenAI-compatible /v1/audio/transcriptions server (whisper.cpp, speaches, OpenAI)",
    ),
    openAiCheck(
      "extractor openai",
      p.llmUrl,
      p.llmApiKey,
      "SITEVISIT_LLM",
      "an OpenAI-compatible chat server (llama.cpp, vLLM, Ollama, OpenAI)",
    ),
  ]);
  const transcribers: Record<string, Check> = {
    pocketsphinx: ps.available
      ? ok("transcriber pocketsphinx", "installed (offline)")
      : {
          part: "transcriber pocketsphinx",
          status: "missing",
          detail: ps.reason!,
          fix: "apt-get install pocketsphinx pocketsphinx-en-us",
        },
    openai: openaiTranscriber,
    none: ok(
      "transcriber none",
      "always: transcripts are uploaded with PUT /site-visits/{id}/transcript",
    ),
  };
  const extractors: Record<string, Check> = {
    rules: ok("extractor rules", "built in, offline"),
    openai: openaiExtractor,
  };
  const adapters = describeAdapters(p);
  const chosen = (kind: "transcriber" | "extractor", checks: Record<string, Check>): Check => {
    const { name, reason } = adapters[kind];
    const part = `${kind} (chosen)`;
    // The reason already says what to set.
    if (!name) return { part, status: "invalid", detail: reason, fix: null };
    const check = checks[name]!;
    return {
      part,
      status: check.status,
      detail: `${name}, because ${reason}${check.status === "ok" ? "" : `; ${check.detail}`}`,
      fix: check.fix,
    };
  };
  const chosenTranscriber = chosen("transcriber", transcribers);
  const chosenExtractor = chosen("extractor", extractors);
  const checks = [
    ffmpeg,
    ffprobe,
    ...Object.values(transcribers),
    ...Object.values(extractors),
    chosenTranscriber,
    chosenExtractor,
  ];
  return {
    /** false when the chosen transcriber or extractor cannot work: every video would fail. */
    usable: chosenTranscriber.status === "ok" && chosenExtractor.status === "ok",
    transcriber: { ...adapters.transcriber, status: chosenTranscriber.status },
    extractor: { ...adapters.extractor, status: chosenExtractor.status },
    checks,
  };
}
