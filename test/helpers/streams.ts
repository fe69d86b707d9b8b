/** A body without a known length, delivered in `size`-byte chunks, as a request body arrives. */
export function chunkedStream(data: Uint8Array, size = 64 * 1024): ReadableStream<Uint8Array> {
  let off = 0;
  return new ReadableStream({
    pull(ctl) {
      if (off >= data.byteLength) return ctl.close();
      ctl.enqueue(data.slice(off, off + size));
      off += size;
    },
  });
}
