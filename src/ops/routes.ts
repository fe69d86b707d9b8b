// Liveness, readiness and metrics for the operator (outside /api/v1, no key needed).
import { Elysia } from "elysia";
import { rawSqlite } from "../db/client";
import { renderMetrics } from "./metrics";
import { db } from "../db/client";
import { lifecycle } from "./lifecycle";

export const opsRoutes = new Elysia({ name: "ops" })
  .get("/healthz", () => ({ status: "ok" }), { detail: { hide: true } })
  .get(
    "/readyz",
    ({ set }) => {
      const checks = { database: false, accepting: !lifecycle.shuttingDown };
      try {
        checks.database = rawSqlite().query("SELECT 1 AS ok").get() !== null;
      } catch {
        checks.database = false;
      }
      const ready = checks.database && checks.accepting;
      set.status = ready ? 200 : 503;
      return { status: ready ? "ready" : "not_ready", checks };
    },
    { detail: { hide: true } },
  )
  .get(
    "/metrics",
    () =>
      new Response(renderMetrics(db()), {
        headers: { "content-type": "text/plain; version=0.0.4" },
      }),
    {
      detail: { hide: true },
    },
  );
