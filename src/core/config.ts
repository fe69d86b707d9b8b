// Settings: every one is a CLI flag and a SITEVISIT_* environment variable; the flag wins (docs/configuration.md).
import { resolve } from "node:path";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  /** false when publicUrl was derived from the port (then it follows the port actually bound). */
  publicUrlExplicit: boolean;
  dev: boolean;
  logLevel: string;
  /** Requests per second per API key, and the burst; rate 0 disables the limiter. */
  rateLimit: { rate: number; burst: number };
  maxJsonBytes: number;
  maxVideoBytes: number;
  maxImageBytes: number;
  /** Largest image accepted, in pixels as its header declares them (width x height, HEIF tiles included). */
  maxImagePixels: number;
  /** PUT /site-visits/{id}/transcript: bytes of an uploaded transcript. */
  maxTranscriptBytes: number;
  /** Seconds between webhook attempts (docs/api.md, Webhooks). */
  webhookRetrySchedule: number[];
  webhookTimeoutMs: number;
  webhookAllowCidrs: string[];
  /** DNS servers ("ip" or "ip:port") for webhook host names; empty: the system resolver. */
  webhookDnsServers: string[];
  smtpUrl: string | null;
  mailFrom: string;
  shutdownTimeoutMs: number;
  /** The video pipeline's adapters (docs/api.md, Video processing) and how hard it may work. */
  pipeline: {
    transcriber: "auto" | "openai" | "pocketsphinx" | "none";
    transcribeUrl: string | null;
    transcribeApiKey: string | null;
    transcribeModel: string | null;
    extractor: "rules" | "openai";
    llmUrl: string | null;
    llmApiKey: string | null;
    llmModel: string | null;
    /** Timeout of one call to a model endpoint (transcription or chat). */
    modelTimeoutMs: number;
    /** Heavy stages (transcode, transcribe, key frames) running at once. */
    concurrency: number;
    /** Budget of one transcript parse or one extraction in the text worker; past it the worker is stopped. */
    textTimeoutMs: number;
  };
  /** Image tools (heif-convert, vips) run as children under these bounds (src/media/image-tool.ts). */
  imageTools: {
    /** Address-space limit of one tool run, in MiB. */
    memoryMb: number;
    timeoutMs: number;
    /** Tool runs at once, across uploads and rendition jobs. */
    concurrency: number;
  };
  /** Deadline for reading a JSON request body; past it the request is answered 408. */
  requestTimeoutMs: number;
  /**
   * PUT …/video bodies: every `windowMs` of the upload must bring at least minBytesPerSec × the
   * window (0: no minimum), and the whole body must arrive within deadlineMs; otherwise 408.
   */
  videoUpload: { minBytesPerSec: number; windowMs: number; deadlineMs: number };
  /** S3-compatible media storage; null: files live under <data-dir>/blobs. */
  s3: S3Settings | null;
  /** Page renders at once, and page loads that may wait for one before 503 (src/http/page-gate.ts). */
  /** perClient: anonymous page loads a client may start per second (and save up); rate 0: no limit. */
  pages: { concurrency: number; queue: number; perClient: { rate: number; burst: number } };
  /** Bytes of dashboard photo-form bodies held at once, server-wide (src/http/body-budget.ts). */
  formMemoryBytes: number;
  /** Action items one visit may hold (API, dashboard, pipeline); at least the pipeline's 200 a run. */
  maxItemsPerVisit: number;
  /**
   * The report as a PDF (docs/api.md, "The report as a PDF"): what the report email does with it
   * (attach it, link it, or neither), and the budget of one PDF in its worker.
   */
  reportPdf: { email: "attach" | "link" | "off"; timeoutMs: number };
  /** Unfinished resumable uploads: how many per visit and per account, and the bytes they may reserve. */
  uploads: { perVisit: number; perAccount: number; quotaBytes: number };
  /** Dashboard sessions end this many days after sign-in, however often they are used. */
  sessionMaxAgeDays: number;
  /**
   * The hour (0-23, in each account's time zone) from which its daily digest goes out; null
   * (`off`): the server sends none itself (cron runs `sitevisit digest send`).
   */
  digestHour: number | null;
  /** Take the client address from the last X-Forwarded-For entry (behind one reverse proxy). */
  trustProxy: boolean;
  /** Check every response against its route schema (the test suite sets this). */
  validateResponses: boolean;
  /** HTTPS: a certificate over ACME for `domain`, or the operator's own files (docs/configuration.md, "HTTPS"). */
  https: HttpsSettings;
}

export interface HttpsSettings {
  /** The DNS name to obtain a certificate for; null: no ACME. */
  domain: string | null;
  /** With a domain: HTTPS is served here, and the HTTP port answers challenges and redirects. */
  httpsPort: number;
  httpPort: number;
  acmeDirectory: string;
  acmeEmail: string | null;
  /** Renew when the certificate has fewer days than this left. */
  renewDays: number;
  /** Seconds between looks at the certificate's expiry. */
  checkSeconds: number;
  /** Seconds before the first retry of a failed order; doubled after each failure, up to a day. */
  retrySeconds: number;
  /** The operator's own certificate chain and key (PEM), reloaded on SIGHUP. */
  certFile: string | null;
  keyFile: string | null;
}

export const LETS_ENCRYPT = "https://acme-v02.api.letsencrypt.org/directory";
export const LETS_ENCRYPT_STAGING = "https://acme-staging-v02.api.letsencrypt.org/directory";

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Key prefix inside the bucket, e.g. "sitevisit/". */
  prefix?: string;
}

/** SITEVISIT_S3_* settings; null when no bucket is set (the local backend is used). */
export function s3SettingsFromEnv(
  e: Record<string, string | undefined> = process.env,
): S3Settings | null {
  const bucket = e.SITEVISIT_S3_BUCKET?.trim();
  if (!bucket) return null;
  return {
    bucket,
    endpoint: e.SITEVISIT_S3_ENDPOINT || undefined,
    region: e.SITEVISIT_S3_REGION || undefined,
    accessKeyId: e.SITEVISIT_S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: e.SITEVISIT_S3_SECRET_ACCESS_KEY || undefined,
    prefix: e.SITEVISIT_S3_PREFIX || undefined,
  };
}

export interface ConfigFlags {
  port?: string | number;
  host?: string;
  dataDir?: string;
  publicUrl?: string;
  dev?: boolean;
  logLevel?: string;
  domain?: string;
  httpsPort?: string | number;
  httpPort?: string | number;
  tlsCert?: string;
  tlsKey?: string;
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/** A DNS name `serve --domain` accepts (letters, digits, hyphens, dots; at most 253), lowercased. */
export const isDnsName = (name: string) => DOMAIN.test(name);

/**
 * Why `url` is not a public URL, or null: http(s) with a host, no credentials, query or fragment,
 * and only printable ASCII without quotes, backslashes or `$` (it is written into settings files
 * and printed into every link and mail).
 */
export function publicUrlProblem(url: string): string | null {
  if (url.length > 2048 || !/^[\x21-\x7e]+$/.test(url) || /["'`\\$]/.test(url))
    return "only printable characters without spaces, quotes, backslashes or $";
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return "an absolute URL";
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") return "http:// or https://";
  if (!u.hostname || !/^https?:\/\/[^/]/i.test(url)) return "a host after the scheme's //";
  if (u.username || u.password || u.search || u.hash || url.includes("?") || url.includes("#"))
    return "no user name, password, query or fragment";
  return null;
}

function portNumber(name: string, raw: string | number | undefined, fallback: number): number {
  const n = int(name, raw, fallback);
  if (n > 65535) throw new ConfigError(`${name} must be at most 65535, got ${n}`);
  return n;
}

function httpsSettings(flags: ConfigFlags): HttpsSettings {
  const domain = (flags.domain ?? env("DOMAIN"))?.trim().toLowerCase().replace(/\.$/, "") ?? null;
  if (domain !== null && !DOMAIN.test(domain))
    throw new ConfigError(
      `--domain must be a DNS name such as visits.example.com (no scheme, port or path), got '${domain}'`,
    );
  const certFile = flags.tlsCert ?? env("TLS_CERT") ?? null;
  const keyFile = flags.tlsKey ?? env("TLS_KEY") ?? null;
  if ((certFile === null) !== (keyFile === null))
    throw new ConfigError("--tls-cert and --tls-key go together: pass both, or neither");
  return {
    domain,
    httpsPort: portNumber("--https-port", flags.httpsPort ?? env("HTTPS_PORT"), 443),
    httpPort: portNumber("--http-port", flags.httpPort ?? env("HTTP_PORT"), 80),
    acmeDirectory: env("ACME_DIRECTORY") ?? LETS_ENCRYPT,
    acmeEmail: env("ACME_EMAIL") ?? null,
    renewDays: int("SITEVISIT_ACME_RENEW_DAYS", env("ACME_RENEW_DAYS"), 30, 1),
    checkSeconds: int("SITEVISIT_ACME_CHECK_SECONDS", env("ACME_CHECK_SECONDS"), 12 * 3600, 1),
    retrySeconds: int("SITEVISIT_ACME_RETRY_SECONDS", env("ACME_RETRY_SECONDS"), 900, 1),
    certFile: certFile && resolve(certFile),
    keyFile: keyFile && resolve(keyFile),
  };
}

/**
 * Where to listen when no --host is given: a development server (--dev, without --domain) on
 * loopback only, so a laptop's server is not open to its network; anything else on every interface
 * (docs/configuration.md).
 */
function defaultHost(dev: boolean, https: HttpsSettings): string {
  return dev && !https.domain ? "127.0.0.1" : "0.0.0.0";
}

/** Where people reach the server when no --public-url is given. */
function defaultPublicUrl(https: HttpsSettings, port: number): string {
  if (https.domain)
    return `https://${https.domain}${https.httpsPort === 443 ? "" : `:${https.httpsPort}`}`;
  return `${https.certFile ? "https" : "http"}://localhost:${port}`;
}

const env = (name: string): string | undefined => {
  const v = process.env[`SITEVISIT_${name}`];
  return v === undefined || v === "" ? undefined : v;
};

function int(name: string, raw: string | number | undefined, fallback: number, min = 0): number {
  if (raw === undefined) return fallback;
  const n = typeof raw === "number" ? raw : Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new ConfigError(`${name} must be an integer >= ${min}, got '${raw}'`);
  return n;
}

export class ConfigError extends Error {}

function hourOfDay(name: string, raw: string | undefined, fallback: number): number | null {
  if (raw === "off") return null;
  const n = Number(raw ?? fallback);
  if (!Number.isInteger(n) || n < 0 || n > 23)
    throw new ConfigError(`${name} must be an hour from 0 to 23, or off, got '${raw}'`);
  return n;
}

function parseRateLimit(raw: string | undefined): Config["rateLimit"] {
  if (raw === undefined) return { rate: 100, burst: 200 };
  const [r, b] = raw.split(/[/:,]/);
  const rate = int("SITEVISIT_RATE_LIMIT", r, 100);
  return { rate, burst: int("SITEVISIT_RATE_LIMIT burst", b, rate * 2) };
}

/** SITEVISIT_PAGE_CLIENT_RATE: `rate/burst` per second (30/120 by default), or 0 for no limit. */
function parseClientRate(raw: string | undefined): { rate: number; burst: number } {
  if (raw === undefined) return { rate: 30, burst: 120 };
  const [r, b] = raw.split("/");
  const rate = int("SITEVISIT_PAGE_CLIENT_RATE", r, 30);
  return { rate, burst: int("SITEVISIT_PAGE_CLIENT_RATE burst", b, rate * 4, 1) };
}

function oneOf<T extends string>(
  name: string,
  raw: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw))
    throw new ConfigError(`${name} must be one of ${allowed.join(", ")}, got '${raw}'`);
  return raw as T;
}

function parseSchedule(raw: string | undefined): number[] {
  const fallback = [5, 300, 1800, 7200, 18000, 36000, 36000];
  if (raw === undefined) return fallback;
  const parts = raw.split(",").map((s) => Number(s.trim()));
  if (parts.some((n) => !Number.isFinite(n) || n < 0))
    throw new ConfigError(
      `SITEVISIT_WEBHOOK_RETRY_SCHEDULE must be comma-separated seconds, got '${raw}'`,
    );
  return parts;
}

export function buildConfig(flags: ConfigFlags = {}): Config {
  const port = portNumber("--port", flags.port ?? env("PORT"), 8080);
  const dev = flags.dev ?? (env("DEV") === "1" || env("DEV") === "true");
  const https = httpsSettings(flags);
  const publicUrl = (flags.publicUrl ?? env("PUBLIC_URL") ?? defaultPublicUrl(https, port)).replace(
    /\/+$/,
    "",
  );
  const problem = publicUrlProblem(publicUrl);
  if (problem)
    throw new ConfigError(
      `--public-url must be an http(s) URL such as https://visits.example.com (${problem}), got '${publicUrl}'`,
    );
  return {
    port,
    host: flags.host ?? env("HOST") ?? defaultHost(dev, https),
    dataDir: resolve(flags.dataDir ?? env("DATA_DIR") ?? "./data"),
    publicUrl,
    publicUrlExplicit:
      (flags.publicUrl ?? env("PUBLIC_URL")) !== undefined || https.domain !== null,
    dev,
    logLevel: flags.logLevel ?? env("LOG_LEVEL") ?? "info",
    rateLimit: parseRateLimit(env("RATE_LIMIT")),
    maxJsonBytes: 1024 * 1024,
    maxVideoBytes: int("SITEVISIT_MAX_VIDEO_BYTES", env("MAX_VIDEO_BYTES"), 2 * 1024 ** 3, 1),
    maxImageBytes: 15 * 1024 * 1024,
    maxImagePixels: int("SITEVISIT_MAX_IMAGE_PIXELS", env("MAX_IMAGE_PIXELS"), 50_000_000, 1),
    maxTranscriptBytes: int(
      "SITEVISIT_MAX_TRANSCRIPT_BYTES",
      env("MAX_TRANSCRIPT_BYTES"),
      1024 * 1024,
      1,
    ),
    webhookRetrySchedule: parseSchedule(env("WEBHOOK_RETRY_SCHEDULE")),
    webhookTimeoutMs: int("SITEVISIT_WEBHOOK_TIMEOUT_MS", env("WEBHOOK_TIMEOUT_MS"), 10_000, 1),
    webhookAllowCidrs: (env("WEBHOOK_ALLOW_CIDRS") ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    webhookDnsServers: (env("WEBHOOK_DNS_SERVERS") ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    smtpUrl: env("SMTP_URL") ?? null,
    mailFrom: env("MAIL_FROM") ?? "sitevisit <no-reply@localhost>",
    validateResponses: env("VALIDATE_RESPONSES") === "1",
    trustProxy: env("TRUST_PROXY") === "1",
    shutdownTimeoutMs: int("SITEVISIT_SHUTDOWN_TIMEOUT_MS", env("SHUTDOWN_TIMEOUT_MS"), 10_000),
    pipeline: {
      transcriber: oneOf(
        "SITEVISIT_TRANSCRIBER",
        env("TRANSCRIBER"),
        ["auto", "openai", "pocketsphinx", "none"] as const,
        "auto",
      ),
      transcribeUrl: env("TRANSCRIBE_URL") ?? null,
      transcribeApiKey: env("TRANSCRIBE_API_KEY") ?? null,
      transcribeModel: env("TRANSCRIBE_MODEL") ?? null,
      extractor: oneOf(
        "SITEVISIT_EXTRACTOR",
        env("EXTRACTOR"),
        ["rules", "openai"] as const,
        "rules",
      ),
      llmUrl: env("LLM_URL") ?? null,
      llmApiKey: env("LLM_API_KEY") ?? null,
      llmModel: env("LLM_MODEL") ?? null,
      modelTimeoutMs: int("SITEVISIT_MODEL_TIMEOUT_MS", env("MODEL_TIMEOUT_MS"), 120_000, 1),
      concurrency: int("SITEVISIT_PIPELINE_CONCURRENCY", env("PIPELINE_CONCURRENCY"), 1, 1),
      textTimeoutMs: int("SITEVISIT_TEXT_TIMEOUT_MS", env("TEXT_TIMEOUT_MS"), 60_000, 1),
    },
    imageTools: {
      memoryMb: int("SITEVISIT_IMAGE_MEMORY_MB", env("IMAGE_MEMORY_MB"), 512, 64),
      timeoutMs: int("SITEVISIT_IMAGE_TIMEOUT_MS", env("IMAGE_TIMEOUT_MS"), 30_000, 1),
      concurrency: Math.min(int("SITEVISIT_IMAGE_CONCURRENCY", env("IMAGE_CONCURRENCY"), 1, 1), 4),
    },
    requestTimeoutMs: int("SITEVISIT_REQUEST_TIMEOUT_MS", env("REQUEST_TIMEOUT_MS"), 30_000, 1),
    videoUpload: {
      minBytesPerSec: int("SITEVISIT_VIDEO_MIN_RATE", env("VIDEO_MIN_RATE"), 8 * 1024),
      windowMs: int("SITEVISIT_VIDEO_RATE_WINDOW_MS", env("VIDEO_RATE_WINDOW_MS"), 60_000, 1),
      deadlineMs: int("SITEVISIT_VIDEO_DEADLINE_MS", env("VIDEO_DEADLINE_MS"), 6 * 3600_000, 1),
    },
    s3: s3SettingsFromEnv(),
    https,
    pages: {
      concurrency: int("SITEVISIT_PAGE_CONCURRENCY", env("PAGE_CONCURRENCY"), 4, 1),
      queue: int("SITEVISIT_PAGE_QUEUE", env("PAGE_QUEUE"), 64, 0),
      perClient: parseClientRate(env("PAGE_CLIENT_RATE")),
    },
    formMemoryBytes: int(
      "SITEVISIT_FORM_MEMORY_BYTES",
      env("FORM_MEMORY_BYTES"),
      16 * 1024 ** 2,
      1,
    ),
    maxItemsPerVisit: int("SITEVISIT_MAX_ITEMS_PER_VISIT", env("MAX_ITEMS_PER_VISIT"), 1000, 200),
    reportPdf: {
      email: oneOf(
        "SITEVISIT_REPORT_PDF",
        env("REPORT_PDF"),
        ["attach", "link", "off"] as const,
        "attach",
      ),
      timeoutMs: int("SITEVISIT_PDF_TIMEOUT_MS", env("PDF_TIMEOUT_MS"), 60_000, 1),
    },
    uploads: {
      perVisit: int("SITEVISIT_UPLOADS_PER_VISIT", env("UPLOADS_PER_VISIT"), 3, 1),
      perAccount: int("SITEVISIT_UPLOADS_PER_ACCOUNT", env("UPLOADS_PER_ACCOUNT"), 10, 1),
      quotaBytes: int("SITEVISIT_UPLOAD_QUOTA_BYTES", env("UPLOAD_QUOTA_BYTES"), 10 * 1024 ** 3, 1),
    },
    sessionMaxAgeDays: int("SITEVISIT_SESSION_MAX_AGE_DAYS", env("SESSION_MAX_AGE_DAYS"), 90, 1),
    digestHour: hourOfDay("SITEVISIT_DIGEST_HOUR", env("DIGEST_HOUR"), 7),
  };
}

let current: Config | null = null;

export function setConfig(c: Config): Config {
  current = c;
  return c;
}

/** The process's settings; built from the environment alone if no command set them. */
export function config(): Config {
  return (current ??= buildConfig());
}
