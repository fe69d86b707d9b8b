// An SMTP server that takes every message and says so: `bun bench/lib/smtp-sink.ts`, run as its
// own process, prints the port it listens on, then a line per message received. Apart from the
// bench that measures stalls: its own event loop parsing a 20 MB message is not the server's.
import { SMTPServer } from "smtp-server";

const smtp = new SMTPServer({
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, cb) {
    stream.on("data", () => {});
    stream.on("end", () => {
      console.log("received");
      cb();
    });
  },
});
smtp.listen(0, "127.0.0.1", () =>
  console.log(`port ${(smtp.server.address() as { port: number }).port}`),
);
