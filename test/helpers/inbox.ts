// A real SMTP server (smtp-server) for the dashboard tests, keeping every message it receives parsed
// (mailparser), and waiting for the n-th message to an address.
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface Inbox {
  /** SITEVISIT_SMTP_URL for the server under test. */
  url: string;
  mails: ParsedMail[];
  waitForMail(to: string, count?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startInbox(): Promise<Inbox> {
  const mails: ParsedMail[] = [];
  const smtp = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        mails.push(await simpleParser(Buffer.concat(chunks)));
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`,
    mails,
    async waitForMail(to, count = 1) {
      const end = Date.now() + 15_000;
      for (;;) {
        const mine = mails.filter((m) => !Array.isArray(m.to) && m.to?.value[0]?.address === to);
        if (mine.length >= count) return mine[count - 1]!;
        if (Date.now() > end) throw new Error(`no mail #${count} for ${to}`);
        await Bun.sleep(50);
      }
    },
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}
