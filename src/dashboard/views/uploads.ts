// The account's unfinished video uploads (GET /dashboard/uploads), each with an "End upload" button:
// they hold the account's upload slots until finished, ended or expired (24 h).
import { formatBytes } from "../../core/errors";
import { html } from "../../core/html";
import type { UnfinishedUpload } from "../../uploads/unfinished";
import type { DashboardSession } from "../http";
import { appPage, csrfField } from "./layout";
import { day, dayTag, momentTag } from "./fields";

export const UPLOADS_PATH = "/dashboard/uploads";

export function uploadsPage(
  s: DashboardSession,
  uploads: UnfinishedUpload[],
  visits: Map<string, { title: string; visitDate: string }>,
  ended = false,
): Response {
  const row = (u: UnfinishedUpload) => {
    const visit = visits.get(u.visitId);
    // Dates as every page writes them (views/fields.ts): the button's name is text, the page's a <time>.
    const name = visit ? `${visit.title} (${day(visit.visitDate)})` : "A deleted visit";
    return html`<li class="card">
  <p><a href="/dashboard/visits/${u.visitId}">${visit ? html`${visit.title} (${dayTag(visit.visitDate)})` : name}</a></p>
  <p class="muted">Started ${momentTag(u.createdAt)}: ${formatBytes(u.received)} received${u.size === null ? "" : ` of ${formatBytes(u.size)}`}</p>
  <form method="post" action="${UPLOADS_PATH}/${u.id}/end">${csrfField(s)}<button class="secondary" type="submit" aria-label="End upload: ${name}">End upload</button></form>
</li>`;
  };
  return appPage(s, {
    title: "Unfinished uploads",
    section: "properties",
    back: UPLOADS_PATH,
    content: html`<h1>Unfinished uploads</h1>
${ended ? html`<p class="card" role="status">Upload ended.</p>` : ""}
<p class="muted">Video uploads that were started and not finished. Each one holds one of the account's upload places until it is finished, ended here, or 24 hours have passed.</p>
${uploads.length ? html`<ul class="plain">${uploads.map(row)}</ul>` : html`<p>No unfinished uploads.</p>`}`,
  });
}
