// How long the report email keeps trying a recipient whose server fails transiently (refused
// connection, timeout, 4xx): the job loop's backoff, 2^attempt s capped at an hour (±20 %), over 14
// attempts, is about 3 hours in all, long enough to ride out an SMTP server's restart or a short outage.
export const MAIL_MAX_ATTEMPTS = 14;
