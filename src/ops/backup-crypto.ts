// Encryption of what a backup sends to its target (docs/operating.md, Scheduled backups): streamed,
// authenticated, with node:crypto's primitives only (HKDF-SHA256, HMAC-SHA256, AES-256-GCM).
//
// The operator's key is 32 random bytes (SITEVISIT_BACKUP_KEY or SITEVISIT_BACKUP_KEY_FILE, base64 or
// hex; `openssl rand -base64 32` makes one). Every encrypted file starts with a header:
//   magic "SVBACKUP" | version 1 | salt (16 random bytes) | key check (16 bytes)
// The file's own key is HKDF(operator key, salt): a fresh key per file, so GCM nonces never repeat
// across files. The key check is an HMAC of the header under a second HKDF output: a wrong key is
// told apart from a damaged file before any content is read.
// Then chunks of 64 KiB of plaintext, each AES-256-GCM with nonce = chunk index, and as additional data
// the header, the chunk index and a final flag: a reordered, dropped, truncated or altered chunk, or
// one moved from another file, fails authentication; a file cut at a chunk boundary lacks its final
// chunk and is refused as truncated.
//
// The database goes to the target as chunks named by their content (backup-chunks.ts): with a key, the
// name is an HMAC-SHA256 under a key derived from the operator's (so a name tells nothing about the
// content to whoever lists the bucket); without one, a plain SHA-256.
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import { readFileSync } from "node:fs";
import { UserError } from "../core/user-error";

const MAGIC = Buffer.from("SVBACKUP");
const VERSION = 1;
const SALT_BYTES = 16;
const CHECK_BYTES = 16;
const HEADER_BYTES = MAGIC.length + 1 + SALT_BYTES + CHECK_BYTES;
const CHUNK = 64 * 1024;
const TAG = 16;
const INFO_KEY = "sitevisit backup v1 data key";
const INFO_CHECK = "sitevisit backup v1 key check";
const INFO_NAMES = "sitevisit backup v1 chunk names";

/** Why an encrypted file is refused; restore and the post-write check report it as it is. */
export class BackupDecryptError extends UserError {}

/** Reads the operator's backup key from SITEVISIT_BACKUP_KEY or the file SITEVISIT_BACKUP_KEY_FILE; null if neither is set. */
export function backupKeyFromEnv(
  e: Record<string, string | undefined> = process.env,
): Buffer | null {
  const inline = e.SITEVISIT_BACKUP_KEY?.trim();
  const file = e.SITEVISIT_BACKUP_KEY_FILE?.trim();
  if (inline && file)
    throw new UserError("set SITEVISIT_BACKUP_KEY or SITEVISIT_BACKUP_KEY_FILE, not both");
  let text = inline;
  if (file) {
    try {
      text = readFileSync(file, "utf8").trim();
    } catch (err: any) {
      throw new UserError(`SITEVISIT_BACKUP_KEY_FILE ${file} cannot be read (${err?.code ?? err})`);
    }
  }
  if (!text) return null;
  return parseBackupKey(text);
}

/** 32 bytes as base64 (44 characters) or hex (64): anything else is refused rather than stretched. */
export function parseBackupKey(text: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, "hex") : Buffer.from(text, "base64");
  if (key.length !== 32 || (!/^[0-9a-f]{64}$/i.test(text) && key.toString("base64") !== text))
    throw new UserError(
      "the backup key must be 32 random bytes, base64 or hex encoded: make one with 'openssl rand -base64 32'",
    );
  return key;
}

function derive(master: Buffer, salt: Buffer) {
  const key = Buffer.from(hkdfSync("sha256", master, salt, INFO_KEY, 32));
  const checkKey = Buffer.from(hkdfSync("sha256", master, salt, INFO_CHECK, 32));
  return { key, checkKey };
}

const keyCheck = (checkKey: Buffer, headerStart: Buffer) =>
  createHmac("sha256", checkKey).update(headerStart).digest().subarray(0, CHECK_BYTES);

function aad(header: Buffer, index: number, final: boolean): Buffer {
  const tail = Buffer.alloc(9);
  tail.writeBigUInt64BE(BigInt(index));
  tail[8] = final ? 1 : 0;
  return Buffer.concat([header, tail]);
}

function nonce(index: number): Buffer {
  const n = Buffer.alloc(12);
  n.writeBigUInt64BE(BigInt(index), 4);
  return n;
}

/** How a chunk of plaintext is named: hex HMAC-SHA256 under a key derived from `master`, or SHA-256 without one. */
export function chunkNamer(master: Buffer | null): (plain: Buffer) => string {
  if (!master) return (plain) => createHash("sha256").update(plain).digest("hex");
  const nameKey = Buffer.from(hkdfSync("sha256", master, Buffer.alloc(0), INFO_NAMES, 32));
  return (plain) => createHmac("sha256", nameKey).update(plain).digest("hex");
}

/** Whether `head` (the first bytes of a file) starts like an encrypted backup file. */
export const isEncrypted = (head: Buffer) =>
  head.length >= MAGIC.length && head.subarray(0, MAGIC.length).equals(MAGIC);

/** The bytes of an encrypted file's header: what `sealedWith` reads. */
export const HEADER_LENGTH = HEADER_BYTES;

/**
 * Whether `head` (a file's first HEADER_LENGTH bytes) is the header of a file encrypted with `master`:
 * what an archive says about itself, read without its name or its note.
 */
export function sealedWith(head: Buffer, master: Buffer): boolean {
  if (head.length < HEADER_BYTES || !isEncrypted(head) || head[MAGIC.length] !== VERSION)
    return false;
  const salt = head.subarray(MAGIC.length + 1, MAGIC.length + 1 + SALT_BYTES);
  const start = head.subarray(0, HEADER_BYTES - CHECK_BYTES);
  return timingSafeEqual(
    keyCheck(derive(master, salt).checkKey, start),
    head.subarray(start.length, HEADER_BYTES),
  );
}

/** A stream that encrypts what is written to it into the format above. */
export function encryptStream(master: Buffer): Transform {
  const salt = randomBytes(SALT_BYTES);
  const { key, checkKey } = derive(master, salt);
  const start = Buffer.concat([MAGIC, Buffer.from([VERSION]), salt]);
  const header = Buffer.concat([start, keyCheck(checkKey, start)]);
  let index = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const seal = (plain: Buffer, final: boolean) => {
    const c = createCipheriv("aes-256-gcm", key, nonce(index));
    c.setAAD(aad(header, index, final));
    index++;
    return Buffer.concat([c.update(plain), c.final(), c.getAuthTag()]);
  };
  return new Transform({
    construct(cb) {
      this.push(header);
      cb();
    },
    transform(chunk: Buffer, _enc, cb: TransformCallback) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      // Keep at least one byte back: the last chunk must be sealed as final, in flush.
      if (pendingBytes > CHUNK) {
        let all = Buffer.concat(pending);
        while (all.length > CHUNK) {
          this.push(seal(all.subarray(0, CHUNK), false));
          all = all.subarray(CHUNK);
        }
        pending = [all];
        pendingBytes = all.length;
      }
      cb();
    },
    flush(cb) {
      this.push(seal(Buffer.concat(pending), true));
      cb();
    },
  });
}

/** A stream that decrypts the format above, refusing (with a BackupDecryptError) a wrong key, a damaged or a truncated file. `what` names it in messages. */
export function decryptStream(master: Buffer, what: string): Transform {
  let header: Buffer | null = null;
  let key: Buffer | null = null;
  let index = 0;
  let buf: Buffer = Buffer.alloc(0);
  const open = (sealed: Buffer, final: boolean) => {
    if (sealed.length < TAG)
      throw new BackupDecryptError(
        `${what} is truncated (it ends inside a chunk); nothing was restored`,
      );
    const d = createDecipheriv("aes-256-gcm", key!, nonce(index));
    d.setAAD(aad(header!, index, final));
    d.setAuthTag(sealed.subarray(sealed.length - TAG));
    const plain = d.update(sealed.subarray(0, sealed.length - TAG));
    try {
      d.final();
    } catch {
      throw new BackupDecryptError(
        `${what} is damaged, altered or truncated (chunk ${index} does not authenticate with the backup key); nothing was restored`,
      );
    }
    index++;
    return plain;
  };
  return new Transform({
    transform(chunk: Buffer, _enc, cb: TransformCallback) {
      try {
        buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
        if (!header) {
          if (buf.length < HEADER_BYTES) return cb();
          const h = buf.subarray(0, HEADER_BYTES);
          if (!isEncrypted(h) || h[MAGIC.length] !== VERSION)
            throw new BackupDecryptError(
              `${what} is not an encrypted sitevisit backup file (or of a version this sitevisit does not read)`,
            );
          const salt = h.subarray(MAGIC.length + 1, MAGIC.length + 1 + SALT_BYTES);
          const derived = derive(master, salt);
          const start = h.subarray(0, HEADER_BYTES - CHECK_BYTES);
          if (!timingSafeEqual(keyCheck(derived.checkKey, start), h.subarray(start.length)))
            throw new BackupDecryptError(
              `${what} was encrypted with another backup key: check SITEVISIT_BACKUP_KEY / SITEVISIT_BACKUP_KEY_FILE; nothing was restored`,
            );
          header = Buffer.from(h);
          key = derived.key;
          buf = buf.subarray(HEADER_BYTES);
        }
        // A full chunk followed by more bytes is not the last one.
        while (buf.length > CHUNK + TAG) {
          this.push(open(buf.subarray(0, CHUNK + TAG), false));
          buf = buf.subarray(CHUNK + TAG);
        }
        cb();
      } catch (e) {
        cb(e as Error);
      }
    },
    flush(cb) {
      try {
        if (!header)
          throw new BackupDecryptError(
            `${what} is truncated (shorter than its header); nothing was restored`,
          );
        if (buf.length === 0)
          throw new BackupDecryptError(
            `${what} is truncated (its final chunk is missing); nothing was restored`,
          );
        this.push(open(buf, true));
        cb();
      } catch (e) {
        cb(e as Error);
      }
    },
  });
}
