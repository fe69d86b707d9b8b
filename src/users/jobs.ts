// The emailed sign-in, done in the background: the sign-in page only queues `users.send_sign_in_link`
// with the address, so its answer (and the time it takes) is the same for a known and an unknown
// address. Here the links are issued (only their hashes are stored) and mailed; the token exists in
// clear only in this process's memory and in the message. Invitations from the dashboard's People
// page are queued the same way (`users.send_invite`, with the person's id: the link is issued here);
// the CLI's mail through the same function.
import { db } from "../db/client";
import { logger } from "../core/logger";
import { defineJob } from "../jobs/define";
import { sendMail } from "../mail/mailer";
import { renderSignInEmail } from "../mail/sign-in-email";
import { issueInvite, issueSignInLinks, LIMITS, type IssuedLink } from "./service";

const validFor = (ms: number) =>
  ms >= 3_600_000 ? `${ms / 3_600_000} hours` : `${ms / 60_000} minutes`;

export async function mailSignInLink(d: {
  kind: "invite" | "sign_in";
  to: string;
  name: string | null;
  accountName: string;
  link: IssuedLink;
}) {
  const mail = renderSignInEmail({
    kind: d.kind,
    accountName: d.accountName,
    name: d.name,
    url: d.link.url,
    validFor: validFor(d.kind === "invite" ? LIMITS.inviteLinkMs : LIMITS.signInLinkMs),
  });
  return sendMail({ to: d.to, ...mail });
}

export const sendSignInLinkJob = defineJob({
  type: "users.send_sign_in_link",
  run: async (job) => {
    // A retry issues fresh links: the ones of a failed attempt may never have arrived.
    const issued = db().transaction((tx) => issueSignInLinks(tx, job.payload.email));
    for (const i of issued) {
      await mailSignInLink({
        kind: "sign_in",
        to: i.user.email,
        name: i.user.name,
        accountName: i.accountName,
        link: i.link,
      });
      logger().info(
        { job_id: job.id, user_id: i.user.id, account_id: i.user.accountId },
        "sign-in link mailed",
      );
    }
  },
});

export const sendInviteJob = defineJob({
  type: "users.send_invite",
  run: async (job) => {
    // A retry issues a fresh link and voids the older ones: only the newest invitation works.
    const issued = db().transaction((tx) => issueInvite(tx, job.payload.userId));
    if (!issued) return;
    await mailSignInLink({
      kind: "invite",
      to: issued.user.email,
      name: issued.user.name,
      accountName: issued.accountName,
      link: issued.link,
    });
    logger().info(
      { job_id: job.id, user_id: issued.user.id, account_id: issued.user.accountId },
      "invitation mailed",
    );
  },
});
