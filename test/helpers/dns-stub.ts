// A tiny authoritative DNS server over UDP for tests (the server under test points
// SITEVISIT_WEBHOOK_DNS_SERVERS at it): answers A queries from a script the test controls, AAAA with
// no records, and counts the A queries per name. It speaks just enough of RFC 1035 for that: one
// question, no compression in the question, one answer pointing back at it (0xc00c), TTL 0.
import { createSocket } from "node:dgram";

export interface DnsStub {
  /** "127.0.0.1:port", for SITEVISIT_WEBHOOK_DNS_SERVERS */
  server: string;
  /** Answers given next, one per A query, before `fallback` applies. */
  queue: string[];
  fallback: string;
  /** A queries seen, per lower-cased name. */
  queries: Map<string, number>;
  stop(): void;
}

const TYPE_A = 1;

export async function startDnsStub(fallback: string): Promise<DnsStub> {
  const socket = createSocket("udp4");
  const stub: DnsStub = {
    server: "",
    queue: [],
    fallback,
    queries: new Map(),
    stop: () => socket.close(),
  };
  socket.on("message", (msg, peer) => {
    let i = 12;
    const labels: string[] = [];
    while (i < msg.length && msg[i]! > 0) {
      labels.push(msg.subarray(i + 1, i + 1 + msg[i]!).toString("latin1"));
      i += msg[i]! + 1;
    }
    const questionEnd = i + 5; // zero label, QTYPE, QCLASS
    if (questionEnd > msg.length) return;
    const qtype = msg.readUInt16BE(i + 1);
    const header = Buffer.from(msg.subarray(0, 12));
    header.writeUInt16BE(0x8580, 2); // response, authoritative, recursion desired + available, NOERROR
    header.writeUInt16BE(1, 4); // one question
    header.writeUInt16BE(qtype === TYPE_A ? 1 : 0, 6);
    header.writeUInt32BE(0, 8); // no authority or additional records
    const parts = [header, msg.subarray(12, questionEnd)];
    if (qtype === TYPE_A) {
      const name = labels.join(".").toLowerCase();
      stub.queries.set(name, (stub.queries.get(name) ?? 0) + 1);
      const address = stub.queue.shift() ?? stub.fallback;
      const answer = Buffer.alloc(16);
      answer.writeUInt16BE(0xc00c, 0); // name: pointer to the question
      answer.writeUInt16BE(TYPE_A, 2);
      answer.writeUInt16BE(1, 4); // class IN
      answer.writeUInt32BE(0, 6); // TTL 0: never cached
      answer.writeUInt16BE(4, 10);
      address.split(".").forEach((octet, k) => answer.writeUInt8(Number(octet), 12 + k));
      parts.push(answer);
    }
    socket.send(Buffer.concat(parts), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  stub.server = `127.0.0.1:${socket.address().port}`;
  return stub;
}
