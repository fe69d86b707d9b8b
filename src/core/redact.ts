// Keeps a secret (an API key, an SMTP password) out of a message that may be logged or printed.
export function redact(text: string, secret: string | undefined): string {
  return secret ? text.split(secret).join("[redacted]") : text;
}
