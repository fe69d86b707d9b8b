// A real S3-compatible server (s3rver) on loopback with one bucket, and a client of that bucket.
// @ts-expect-error s3rver ships no types; it is only started and stopped here.
import S3rver from "s3rver";
import { tempDir } from "./server";

export interface TestBucket {
  endpoint: string;
  client: Bun.S3Client;
  close(): Promise<void>;
}

export async function startBucket(name: string): Promise<TestBucket> {
  const s3 = new S3rver({
    port: 0,
    address: "127.0.0.1",
    directory: tempDir("sitevisit-s3-"),
    silent: true,
    configureBuckets: [{ name, configs: [] }],
  });
  const endpoint = `http://127.0.0.1:${((await s3.run()) as { port: number }).port}`;
  const client = new Bun.S3Client({
    bucket: name,
    endpoint,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  });
  return { endpoint, client, close: () => s3.close() };
}
