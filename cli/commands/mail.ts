// `sitevisit mail test ADDRESS`: one message through the configured transport, so an operator can
// check SITEVISIT_SMTP_URL and SITEVISIT_MAIL_FROM before a report depends on them.
import { Command } from "commander";
import { mailDestination, mailer, sendMail } from "../../src/mail/mailer";
import { isValidEmailAddress } from "../../src/core/email-address";
import { MailError } from "../../src/mail/transport";
import { CliError } from "../errors";
import { action, cliConfig, print, withCommon, type CommonOpts } from "../shared";

const TEXT = `This is a test message from sitevisit.

If you can read it, the mail settings work: site visit reports will be delivered the same way.
`;

async function sendTest(to: string): Promise<{ messageId: string }> {
  try {
    return await sendMail({
      to,
      subject: "sitevisit test message",
      text: TEXT,
      html: `<p>${TEXT.trim().replace(/\n\n/g, "</p><p>")}</p>`,
    });
  } catch (e) {
    const via = (() => {
      try {
        return mailDestination();
      } catch {
        return "SITEVISIT_SMTP_URL";
      }
    })();
    const message = e instanceof Error ? e.message : String(e);
    // A 5xx to this message or address: the settings work but this mail was refused.
    if (e instanceof MailError && e.permanent)
      throw new CliError("validation_error", `${via} refused the message to ${to}: ${message}`);
    throw new CliError("config_error", `could not send through ${via}: ${message}`);
  } finally {
    mailer().close();
  }
}

export function mailCommand(): Command {
  const cmd = new Command("mail").description(
    "outgoing mail (SITEVISIT_SMTP_URL, SITEVISIT_MAIL_FROM)",
  );
  cmd.addCommand(
    withCommon(
      new Command("test")
        .description("send a test message with the configured mail settings")
        .argument("<address>", "recipient email address"),
    ).action(
      action(async (address: string, opts: CommonOpts) => {
        cliConfig(opts);
        if (!isValidEmailAddress(address))
          throw new CliError(
            "validation_error",
            `'${address.replace(/[\u0000-\u001f\u007f]/g, "?")}' is not an email address`,
          );
        const { messageId } = await sendTest(address);
        const via = mailDestination();
        print(
          opts,
          { sent: true, to: address, via, messageId },
          () => `test message sent to ${address} via ${via}`,
        );
      }),
    ),
  );
  return cmd;
}
