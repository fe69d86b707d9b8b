// The report email job, queued by POST /site-visits/{id}/send with that send's recipients.
import { defineJob } from "../jobs/define";

export const sendReportJob = defineJob({
  type: "mail.send_report",
  run: () => {
    throw new Error("report email delivery is not wired yet");
  },
});
