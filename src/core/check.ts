// The shape of one operator check (`sitevisit doctor`): each feature checks the parts it owns (mail
// its SMTP server, the pipeline its tools and model servers) and reports them in this form.
export type CheckStatus = "ok" | "missing" | "unreachable" | "refused" | "invalid" | "stale";

export interface Check {
  part: string;
  status: CheckStatus;
  detail: string;
  /** What to do when the status is not ok. */
  fix: string | null;
}

export const ok = (part: string, detail: string): Check => ({
  part,
  status: "ok",
  detail,
  fix: null,
});

/** One probe of a network service: long enough for a slow LAN, short enough to wait for. */
export const PROBE_TIMEOUT_MS = 5_000;
