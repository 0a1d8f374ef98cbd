/**
 * The baseline: a bare node:http server answering every request with one HTML file
 * held in memory. The ceiling for a page server on this machine, not a rival product.
 * Usage: node --import tsx scripts/bench/plain-server.ts <port> <file>
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [port, file] = process.argv.slice(2);
if (!port || !file) {
  console.error("usage: plain-server.ts <port> <file>");
  process.exit(2);
}
const body = readFileSync(file);
const headers = { "content-type": "text/html; charset=utf-8", "content-length": String(body.length) };

const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(Number(port), "127.0.0.1");
process.once("SIGTERM", () => process.exit(0));
