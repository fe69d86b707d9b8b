// Rows read on every request (an API key, a dashboard session) are kept in the process until the
// database may have changed under them. Two counters of SQLite's say when:
// - `data_version` moves when another connection commits (the CLI revoking a key or signing someone
//   out, a restore), so every request received after such a commit reads afresh. Asking it opens a
//   read transaction (in WAL mode, locks on the shared index): 5-9 µs of a request under load, so it
//   is asked once per turn of the event loop, for every cache at once;
// - `total_changes()` moves when this process's own connection writes any row (a sign-out, a
//   suspension, a renamed account), so a cache that watches it needs no list of what to forget. It
//   reads no page, so it opens no read transaction: 0.1 µs, asked on every read.
// The rows they spare cost 5-15 µs each.
import type { Database } from "bun:sqlite";
import type { DbOrTx } from "./client";
import { prepared } from "./prepared";

const clientOf = (d: DbOrTx) => (d as unknown as { session: { client: Database } }).session.client;

const dataVersionStatement = prepared((d) => clientOf(d).query<unknown, []>("PRAGMA data_version"));
const totalChangesStatement = prepared((d) =>
  clientOf(d).query<unknown, []>("SELECT total_changes()"),
);

/**
 * SQLite's data_version on `ex`'s connection, asked at most once per turn of the event loop. The
 * requests served in one turn were all received before it began, so a commit by another connection
 * that lands during the turn is concurrent with each of them, and either order is a true answer; a
 * request received after such a commit is always served after it. A busy turn serves ten requests
 * or more.
 */
let asked: { client: Database; version: number } | null = null;
const nextTurn = () => {
  asked = null;
};
function dataVersionThisTurn(ex: DbOrTx): number {
  const client = clientOf(ex);
  if (asked?.client !== client) {
    if (asked === null) setImmediate(nextTurn);
    asked = { client, version: (dataVersionStatement(ex).values()[0] as number[])[0]! };
  }
  return asked.version;
}

export interface RowCacheOptions {
  /** Entries kept at most; past it the cache starts over (a flood of keys cannot grow memory). */
  max: number;
  /**
   * "other connections": only commits by another connection empty it, seen from the next turn of
   * the event loop; the owner forgets what this process changes itself (the API key cache: a
   * create must not cost the next request its key).
   * "any write": any row written by this process empties it too, at once (the dashboard sessions:
   * a sign-out applies to the very next request); another connection's commit from the next turn.
   */
  watch: "other connections" | "any write";
  /**
   * Read (and filled) inside transactions too: for rows that every write reads (the webhook
   * endpoints an event fans out to). Only with "other connections", and the owner must call
   * forget() at each of its own writes of those rows: the cache then reads through until the next
   * turn, when any transaction of this turn has ended (they are synchronous), so a write that rolls
   * back is never kept.
   */
  inTransactions?: boolean;
}

export class RowCache<V> {
  private readonly rows = new Map<string, V>();
  private dataVersion = -1;
  private totalChanges = -1;
  /** Set by forget(): the rows of this turn may hold writes not yet committed. */
  private readThrough = false;
  private readonly nextTurn = () => {
    this.readThrough = false;
  };

  constructor(private readonly options: RowCacheOptions) {}

  /** The value under `key`, from `load` when it is not cached or the database may have moved. */
  get(ex: DbOrTx, key: string, load: () => V | null): V | null {
    // Inside a transaction a row may hold writes that are later rolled back, and a rollback moves
    // neither counter back: such reads are never cached, unless the owner says when it writes.
    if (this.readThrough || (!this.options.inTransactions && clientOf(ex).inTransaction))
      return load();
    this.check(
      dataVersionThisTurn(ex),
      this.options.watch === "any write"
        ? (totalChangesStatement(ex).values()[0] as number[])[0]!
        : -1,
    );
    const cached = this.rows.get(key);
    if (cached !== undefined) return cached;
    const loaded = load();
    // Misses are not kept: random tokens must not fill the cache.
    if (loaded === null) return null;
    if (this.rows.size >= this.options.max) this.rows.clear();
    this.rows.set(key, loaded);
    return loaded;
  }

  /** Empties the cache; it reads through until the next turn of the event loop. */
  forget(): void {
    this.rows.clear();
    if (!this.readThrough) {
      this.readThrough = true;
      setImmediate(this.nextTurn);
    }
  }

  private check(dataVersion: number, totalChanges: number): void {
    if (dataVersion === this.dataVersion && totalChanges === this.totalChanges) return;
    this.rows.clear();
    this.dataVersion = dataVersion;
    this.totalChanges = totalChanges;
  }
}
