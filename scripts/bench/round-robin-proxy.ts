/**
 * A minimal loopback reverse proxy for the scale step: each request goes to the next
 * instance in turn, with the client's address appended to X-Forwarded-For as a real
 * proxy does. It stands in for nginx/HAProxy; it is not part of the product.
 */
import { Agent, createServer, request, type Server } from "node:http";

export type RoundRobinProxy = { url: string; close(): Promise<void> };

export async function startRoundRobinProxy(targets: readonly string[], port: number): Promise<RoundRobinProxy> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const server: Server = createServer((req, res) => {
    const target = new URL(targets[next++ % targets.length] ?? "");
    const forwarded = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, agent, headers: { ...req.headers, "x-forwarded-for": forwarded } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
