// The reader thread's entry point (src/db/reader.ts): the tasks it runs, each reading through the
// thread's own read-only connection and rendering what it read. An entry point of the binary
// (scripts/build.ts); it names features, so it stands above them, as src/background.ts does.
import { serveReaderTasks } from "./db/reader";
import { reportMessageTask, reportPreviewTask } from "./mail/render-work";
import { reportPageTask } from "./pages/report-task";
import { reportPdfKeyTask, reportPdfTask } from "./reports/pdf-task";

serveReaderTasks([
  reportPageTask,
  reportPreviewTask,
  reportMessageTask,
  reportPdfKeyTask,
  reportPdfTask,
]);
