// Crockford base32, lowercase: URL-safe, no ambiguous characters.
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

// Random bytes are drawn from the system CSPRNG 4 KiB at a time and each byte is used once, then
// zeroed: a request id per request made a call for 10 bytes (and a Buffer) every time.
const pool = new Uint8Array(4096);
let poolAt = pool.length;

function withRandomBytes<T>(bytes: number, use: (buf: Uint8Array) => T): T {
  if (bytes > pool.length) return use(crypto.getRandomValues(new Uint8Array(bytes)));
  if (poolAt + bytes > pool.length) {
    crypto.getRandomValues(pool);
    poolAt = 0;
  }
  const buf = pool.subarray(poolAt, poolAt + bytes);
  poolAt += bytes;
  try {
    return use(buf);
  } finally {
    buf.fill(0);
  }
}

/** Random base32 string carrying `bytes` bytes of entropy. */
export function randomToken(bytes = 16): string {
  return withRandomBytes(bytes, base32Bytes);
}

// Characters are written as bytes into one scratch buffer and decoded as Latin-1 in one call: half
// the cost of a string grown one character at a time, on every request's id.
const CODES = Uint8Array.from(ALPHABET, (c) => c.charCodeAt(0));
const chars = new Uint8Array(Math.ceil((4096 * 8) / 5));
const latin1 = new TextDecoder("latin1");

/** Bytes as lowercase Crockford base32, 5 bits a character, the last one zero-padded. */
export function base32Bytes(buf: Uint8Array): string {
  const into = buf.length <= 4096 ? chars : new Uint8Array(Math.ceil((buf.length * 8) / 5));
  let n = 0;
  let acc = 0;
  let bits = 0;
  for (let i = 0; i < buf.length; i++) {
    // At most 12 bits are ever pending (4 left over + 8 new): keep acc small.
    acc = ((acc << 8) | buf[i]!) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      into[n++] = CODES[(acc >>> (bits - 5)) & 31]!;
      bits -= 5;
    }
  }
  if (bits > 0) into[n++] = CODES[(acc << (5 - bits)) & 31]!;
  const used = into.subarray(0, n);
  const out = latin1.decode(used);
  used.fill(0);
  return out;
}

export type IdPrefix =
  | "acct"
  | "key"
  | "prop"
  | "sv"
  | "ai"
  | "wo"
  | "ev"
  | "upl"
  | "we"
  | "evt"
  | "del"
  | "req"
  | "job"
  | "att"
  | "cap"
  | "usr"
  | "sil"
  | "ses";

/** Opaque id with a type prefix (docs/api.md, Conventions), 80 random bits. */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomToken(10)}`;
}

// For ids whose order must follow creation even within one millisecond (events: several are
// emitted by one change, and lists break created_at ties by id). Time prefix, then a per-process
// sequence, then randomness; still unguessable, never ahead of the clock.
let lastMs = 0;
let seq = 0;
function base32(n: number, width: number): string {
  let out = "";
  for (let i = 0; i < width; i++) {
    out = ALPHABET[n % 32] + out;
    n = Math.floor(n / 32);
  }
  return out;
}

export function newSortableId(prefix: IdPrefix): string {
  const ms = Date.now();
  if (ms === lastMs) seq++;
  else {
    lastMs = ms;
    seq = 0;
  }
  return `${prefix}_${base32(ms, 10)}${base32(seq, 4)}${randomToken(5)}`;
}
