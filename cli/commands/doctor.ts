// `sitevisit doctor`: which parts the video pipeline and mail can use on this machine, and for each one
// that cannot be used, why and what to do. Optional parts may be missing (exit 0); the transcriber or
// extractor the settings choose must work (else exit 1), because every video would fail on it.
import { Command } from "commander";
import { checkPipeline } from "../../src/pipeline/check";
import { checkSmtp } from "../../src/mail/check";
import { checkImageTools } from "../../src/media/check";
import { checkBackups } from "../../src/ops/backup-check";
import { checkHttps } from "../../src/tls/check";
import { action, cliConfig, print, withCommon, type CommonOpts } from "../shared";

export async function collectDoctor(opts: CommonOpts) {
  const cfg = cliConfig(opts);
  const [pipeline, mail] = await Promise.all([checkPipeline(cfg.pipeline), checkSmtp(cfg)]);
  const [ffmpeg, ffprobe, ...models] = pipeline.checks;
  const https = checkHttps(cfg);
  return {
    ...pipeline,
    checks: [
      ffmpeg!,
      ffprobe!,
      ...checkImageTools(),
      ...models,
      mail,
      checkBackups(cfg.dataDir),
      ...(https ? [https] : []),
    ],
  };
}

export function formatDoctor(report: Awaited<ReturnType<typeof collectDoctor>>): string {
  const width = Math.max(...report.checks.map((c) => c.part.length));
  const lines = report.checks.map(
    (c) =>
      `${c.part.padEnd(width)}  ${c.status.padEnd(11)}  ${c.detail}${c.fix ? `; fix: ${c.fix}` : ""}`,
  );
  lines.push(
    report.usable
      ? "the chosen transcriber and extractor are usable"
      : "the chosen transcriber or extractor is NOT usable: processing will fail until it is fixed (see above)",
    "try a recording with: sitevisit try FILE",
  );
  return lines.join("\n");
}

export function doctorCommand(): Command {
  return withCommon(
    new Command("doctor").description(
      "which parts are usable here and why not: ffmpeg, each transcriber and extractor, the chosen ones, SMTP, scheduled backups (warns when the last good one is older than two periods), the HTTPS certificate; exits 1 if the chosen transcriber or extractor cannot work",
    ),
  ).action(
    action(async (opts: CommonOpts) => {
      const report = await collectDoctor(opts);
      print(opts, report, () => formatDoctor(report));
      if (!report.usable) process.exitCode = 1;
    }),
  );
}
