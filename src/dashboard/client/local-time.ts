// Every dashboard page: dates in the reader's own terms. The server writes each date as
// <time datetime=… data-local=…> in UTC (readable without this script, views/fields.ts); this
// rewrites it in the browser's locale, and a moment ("moment") in the browser's time zone too. A
// visit's day ("date") stays the calendar day it is, whatever the zone.
const formats: Record<string, Intl.DateTimeFormat> = {
  moment: new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }),
  date: new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" }),
};

for (const t of document.querySelectorAll<HTMLTimeElement>("time[data-local]")) {
  const format = formats[t.dataset.local ?? ""];
  const when = new Date(t.dateTime);
  if (!format || Number.isNaN(when.getTime())) continue;
  t.title = t.textContent ?? "";
  t.textContent = format.format(when);
}
export {};
