/**
 * deploy/run-proxy.sh with nginx in front of a stand-in instance: TLS + HTTP/2, hashed
 * assets from disk (immutable, pre-compressed), everything else proxied with
 * X-Forwarded-For, the README's request-size limit, and a dead instance left out.
 * Skipped where nginx is not installed (the script itself installs it; a test does not).
 */
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import { connect } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPartnerSim, type PartnerSim } from "../partner-sim/server";
import { startServerProcess, type ServerProcess } from "../security/helpers/server-process";

const HAS_NGINX = existsSync("/usr/sbin/nginx");
// Movable, for machines where these ports are someone else's: six from the base are used.
const PORT_BASE = Number(process.env.DEPLOY_PROXY_PORT_BASE ?? 51330);
const PORTS = { https: PORT_BASE, http: PORT_BASE + 1, instance: PORT_BASE + 2, dead: PORT_BASE + 3 };
const CSS = "body{color:#123456}".repeat(200);

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting for the proxy");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** One HTTP/2 request over TLS (the certificate is the run's self-signed one). */
function h2(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}, port = PORTS.https): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
    session.on("error", reject);
    const stream = session.request({ ":path": path, ":method": init.method ?? "GET", ...init.headers });
    const chunks: Buffer[] = [];
    let headers: Answer["headers"] = {};
    stream.on("response", (received) => (headers = received));
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      session.close();
      resolve({ status: Number(headers[":status"]), headers, body: Buffer.concat(chunks) });
    });
    stream.on("error", reject);
    stream.end(init.body);
  });
}

/** A plain-HTTP GET with a Host header of our choosing (fetch does not let a caller set Host). */
function plainGet(path: string, host: string, port = PORTS.http): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, path, headers: { host } }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    });
    request.on("error", reject);
    request.end();
  });
}

/** deploy/run-proxy.sh with its run folder in `dir`, once nginx answers /api/health through it; `output` is what it printed. */
type RunningProxy = { output: () => string; stop: () => Promise<void> };

async function startProxy(dir: string, ports: { https: number; http: number }, upstreams: string): Promise<RunningProxy> {
  let output = "";
  const child = spawn("bash", ["deploy/run-proxy.sh"], {
    env: { ...process.env, PROXY_HTTPS_PORT: String(ports.https), PROXY_HTTP_PORT: String(ports.http), UPSTREAMS: upstreams, CLIENT_DIR: join(dir, "client"), RUN_DIR: join(dir, "run") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    child.kill("SIGTERM");
    await new Promise((resolve) => (child.exitCode === null ? child.once("exit", resolve) : resolve(undefined)));
  };
  try {
    await until(() => /run-proxy: https:/.test(output) || child.exitCode !== null, 20_000);
    await until(async () => (await h2("/api/health", {}, ports.https).catch(() => ({ status: 0 }))).status === 200, 10_000);
  } catch (error) {
    // nginx never answered: it must not outlive the suite.
    await stop();
    throw new Error(`run-proxy.sh did not come up:\n${output}`, { cause: error });
  }
  return { output: () => output, stop };
}

describe.skipIf(!HAS_NGINX)("deploy/run-proxy.sh (nginx)", () => {
  let dir: string;
  let instance: Server;
  let proxy: RunningProxy | undefined;
  const seen: { path: string; forwardedFor?: string; proto?: string }[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "nfd-deploy-"));
    // nginx's workers run as another user: they must be able to read the files.
    chmodSync(dir, 0o755);
    mkdirSync(join(dir, "client/assets"), { recursive: true });
    writeFileSync(join(dir, "client/assets/site.abc123.css"), CSS);
    instance = createServer((request, response) => {
      seen.push({ path: request.url ?? "", forwardedFor: request.headers["x-forwarded-for"] as string, proto: request.headers["x-forwarded-proto"] as string });
      response.setHeader("content-type", request.url === "/api/health" ? "application/json" : "text/html; charset=utf-8");
      response.end(request.url === "/api/health" ? '{"status":"ok"}' : "<!doctype html><title>page</title>");
    });
    await new Promise<void>((resolve) => instance.listen(PORTS.instance, "127.0.0.1", resolve));
    // The dead instance first: nginx must leave it out and answer from the live one.
    proxy = await startProxy(dir, PORTS, `127.0.0.1:${PORTS.dead},127.0.0.1:${PORTS.instance}`);
  });

  afterAll(async () => {
    await proxy?.stop();
    await new Promise((resolve) => instance?.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it("checks its configuration with nginx -t before it starts", () => {
    expect(proxy?.output()).toContain("syntax is ok");
    expect(proxy?.output()).toContain("test is successful");
  });

  it("serves hashed assets itself over HTTP/2, immutable, from the brotli or gzip copy", async () => {
    const before = seen.length;
    const br = await h2("/assets/site.abc123.css", { headers: { "accept-encoding": "br, gzip" } });
    expect(br.status).toBe(200);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(br.headers["x-content-type-options"]).toBe("nosniff");
    const encoding = br.headers["content-encoding"];
    expect(["br", "gzip"]).toContain(encoding);
    if (encoding === "br") expect(brotliDecompressSync(br.body).toString()).toBe(CSS);
    const gz = await h2("/assets/site.abc123.css", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(existsSync(join(dir, "client/assets/site.abc123.css.gz"))).toBe(true);
    expect((await h2("/assets/missing.css")).status).toBe(404);
    expect(seen.length).toBe(before);
  });

  it("passes pages and /api to the instances with X-Forwarded-For and the scheme", async () => {
    const page = await h2("/cities/omaha/", { headers: { "x-forwarded-for": "198.51.100.7" } });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain("<title>page</title>");
    const last = seen.at(-1);
    expect(last?.path).toBe("/cities/omaha/");
    // nginx appends the address it saw; TRUST_PROXY=1 reads that last entry.
    expect(last?.forwardedFor).toBe("198.51.100.7, 127.0.0.1");
    expect(last?.proto).toBe("https");
  });

  it("refuses a body over the request-size limit without asking the instance", async () => {
    const before = seen.length;
    const big = await h2("/api/clicks", { method: "POST", headers: { "content-type": "application/json" }, body: "x".repeat(64 * 1024) });
    expect(big.status).toBe(413);
    expect(seen.length).toBe(before);
  });

  it("redirects plain HTTP to HTTPS on the configured host name", async () => {
    const response = await fetch(`http://127.0.0.1:${PORTS.http}/about/?a=1`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`https://localhost:${PORTS.https}/about/?a=1`);
  });

  it("never sends a plain-HTTP visitor to the host its request named (issue 39, row 10)", async () => {
    for (const host of ["evil.example", "evil.example:8080", "localhost.evil.example"]) {
      const answer = await plainGet("/about/", host);
      expect(answer.status).toBe(301);
      expect(answer.location).toBe(`https://localhost:${PORTS.https}/about/`);
    }
  });

  it("logs what the privacy policy says: the page, status and timing; no address, agent, referrer or query string", async () => {
    const asked = await h2("/api/find?q=words-a-visitor-typed&from=hero-search", {
      headers: { "user-agent": "AgentOfTheVisitor/1.0", referer: "https://localhost/cities/?who=referrer-words", "x-forwarded-for": "198.51.100.23" },
    });
    expect(asked.status).toBe(200);
    const log = join(dir, "run/access.log");
    // nginx writes its access log as each request ends; the line may trail the answer by a moment.
    await until(() => existsSync(log) && readFileSync(log, "utf8").includes("/api/find"), 5_000);
    const written = readFileSync(log, "utf8");
    expect(written).toMatch(/^\[[^\]]+\] GET \/api\/find 200 \d+ [\d.]+$/m);
    for (const secret of ["words-a-visitor-typed", "AgentOfTheVisitor", "referrer-words", "198.51.100.23", "127.0.0.1"]) expect(written).not.toContain(secret);
  });
});

/**
 * Row 10 with the built server (node build/node/server.js) behind deploy/run-proxy.sh, as it is
 * deployed: the plain-HTTP port asked with `Host: evil.example`. Before: nginx's redirect echoed
 * the request's host (`301 https://evil.example:…/`). Now it names the configured server name.
 */
describe.skipIf(!HAS_NGINX)("deploy/run-proxy.sh in front of the built server (issue 39, row 10)", () => {
  const ports = { https: PORT_BASE + 4, http: PORT_BASE + 5 };
  let dir: string;
  let sim: PartnerSim;
  let server: ServerProcess;
  let proxy: RunningProxy | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "nfd-deploy-built-"));
    chmodSync(dir, 0o755);
    mkdirSync(join(dir, "client/assets"), { recursive: true });
    sim = await startPartnerSim();
    server = await startServerProcess({ PARTNER_BASE_URL: sim.url, DATABASE_URL: join(dir, "cache.sqlite"), IMAGE_CACHE_DIR: join(dir, "images"), TRUST_PROXY: "127.0.0.1", LOG_LEVEL: "warn" });
    proxy = await startProxy(dir, ports, new URL(server.url).host);
  });

  afterAll(async () => {
    await proxy?.stop();
    server?.child.kill("SIGKILL");
    await sim?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("redirects a forged Host to the configured host, and the server's pages name their own site", async () => {
    const answers = [];
    for (const host of ["evil.example", "evil.example:8080", "localhost.evil.example"]) answers.push({ host, ...(await plainGet("/about/", host, ports.http)) });
    console.info(`row 10 (built server behind nginx): ${JSON.stringify(answers)}`);
    for (const answer of answers) {
      expect(answer.status).toBe(301);
      expect(answer.location).toBe(`https://localhost:${ports.https}/about/`);
    }
    const page = await h2("/about/", { headers: { host: "evil.example" } }, ports.https);
    expect(page.status).toBe(200);
    expect(page.body.toString()).not.toContain("evil.example");
  });
});
