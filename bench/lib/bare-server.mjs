// The yardstick for bench/request-path.mjs: a bare node:http server that answers each path with the exact
// status, headers and body bytes the app sent for it, from memory. argv[2] is a JSON file of those answers.
import { readFileSync } from "node:fs";
import http from "node:http";

const answers = new Map(
  JSON.parse(readFileSync(process.argv[2], "utf8")).map((answer) => [
    answer.path,
    { ...answer, body: Buffer.from(answer.body, "base64") },
  ]),
);

const server = http.createServer((req, res) => {
  const answer = answers.get(req.url);
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
});
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`${server.address().port}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
