// One POST to a model server (transcription or chat), shared by the OpenAI-compatible adapters: a
// timeout, the caller's abort passed through as itself, and network failures reported as transient
// errors of the adapter's own kind, with the API key never in a message.
import type { PipelineError } from "./errors";
import { redact } from "../core/redact";

export interface ModelCall {
  endpoint: string;
  /** The endpoint as messages show it (without credentials); the endpoint itself by default. */
  shownAs?: string;
  /** How the adapter names the server in messages, e.g. "the transcription endpoint". */
  label: string;
  init: { body: BodyInit; headers: Record<string, string> };
  apiKey?: string;
  timeoutMs: number;
  signal?: AbortSignal;
  /** Appended to transient failures, e.g. "; will retry". */
  transientSuffix?: string;
  /** The adapter's error class. */
  error: new (
    message: string,
    permanent: boolean,
    options?: { cause?: unknown },
  ) => PipelineError;
}

export async function postToModel(c: ModelCall): Promise<{ res: Response; body: string }> {
  const timeout = AbortSignal.timeout(c.timeoutMs);
  const auth: Record<string, string> = c.apiKey ? { Authorization: `Bearer ${c.apiKey}` } : {};
  const suffix = c.transientSuffix ?? "";
  const shown = c.shownAs ?? c.endpoint;
  try {
    const res = await fetch(c.endpoint, {
      method: "POST",
      body: c.init.body,
      headers: { ...c.init.headers, ...auth },
      signal: c.signal ? AbortSignal.any([c.signal, timeout]) : timeout,
    });
    return { res, body: await res.text() };
  } catch (err) {
    if (c.signal?.aborted) throw c.signal.reason;
    if (timeout.aborted)
      throw new c.error(
        `${c.label} ${shown} did not answer within ${c.timeoutMs / 1000} s${suffix}`,
        false,
      );
    const message = redact(String((err as Error).message ?? err), c.apiKey);
    throw new c.error(`could not reach ${c.label} ${shown}: ${message}${suffix}`, false, {
      cause: err,
    });
  }
}

/** The `error.message` of an OpenAI-style error body, else the start of the body. */
export function serverMessage(body: string): string {
  let text = body;
  try {
    const parsed = JSON.parse(body);
    const message = parsed?.error?.message ?? parsed?.message ?? parsed?.detail ?? parsed?.error;
    if (typeof message === "string") text = message;
  } catch {}
  return text.replace(/\s+/g, " ").trim().slice(0, 200);
}
