// The server's signing key (data-dir/secret.key), loaded once at start by serve or a CLI command.
let secret: Uint8Array | null = null;

export function setServerSecret(s: Uint8Array): void {
  secret = s;
}

export function serverSecret(): Uint8Array {
  if (!secret) throw new Error("server secret not loaded");
  return secret;
}
