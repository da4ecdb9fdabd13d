import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export const S3_DOUBLE_BUCKET = "test-bucket";

/**
 * A bucket over real HTTP speaking the little of S3 the storage uses (path-style PUT, GET, DELETE and
 * ListObjectsV2 two keys a page), so the S3 storage's own code runs as it would against MinIO. `env` is what
 * points the app's storage at it.
 */
export async function startS3Double() {
  const objects = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://bucket");
    const key = decodeURIComponent(url.pathname.replace(new RegExp(`^/${S3_DOUBLE_BUCKET}/?`), ""));
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method === "PUT") {
        objects.set(key, Buffer.concat(chunks));
        return res.writeHead(200).end();
      }
      if (req.method === "DELETE") {
        objects.delete(key);
        return res.writeHead(204).end();
      }
      if (key === "" && url.searchParams.get("list-type") === "2") {
        const all = [...objects.keys()].sort();
        const start = Number(url.searchParams.get("continuation-token") ?? 0);
        const page = all.slice(start, start + 2);
        const more = start + 2 < all.length;
        res.writeHead(200, { "content-type": "application/xml" });
        return res.end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${S3_DOUBLE_BUCKET}</Name>` +
            `<IsTruncated>${more}</IsTruncated>${more ? `<NextContinuationToken>${start + 2}</NextContinuationToken>` : ""}` +
            page.map((name) => `<Contents><Key>${name}</Key><Size>1</Size></Contents>`).join("") +
            "</ListBucketResult>",
        );
      }
      const found = objects.get(key);
      if (!found) {
        res.writeHead(404, { "content-type": "application/xml" });
        return res.end(
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>`,
        );
      }
      res.writeHead(200, { "content-type": "application/octet-stream", "content-length": found.length });
      res.end(found);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    objects,
    env: {
      S3_BUCKET: S3_DOUBLE_BUCKET,
      S3_REGION: "us-east-1",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
