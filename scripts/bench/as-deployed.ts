/**
 * "As deployed": Lighthouse mobile on the four bench pages through nginx (deploy/run-proxy.sh:
 * TLS with a certificate made for the run, HTTP/2, hashed assets from disk) beside the same
 * server asked directly, in one run on one warm server. HTTP/2 lets the stylesheet and the
 * other files share the document's connection; the direct server is HTTP/1.1 without TLS.
 */
import { readFileSync } from "node:fs";
import { request } from "node:https";
import path from "node:path";
import { BUILD_ROOT, LIGHTHOUSE_PAGES, PORTS, PROXY, ROOT, SITE } from "./config";
import { runLighthouse, withChrome, type LighthouseFigures, type PageLighthouse } from "./lighthouse";
import { startChild, type Child } from "./processes";

export type AsDeployedRow = { path: string; direct: LighthouseFigures; proxied: LighthouseFigures; documentProtocol: string };
export type AsDeployed = { proxy: string; nginxTest: string; chromium: string; rows: AsDeployedRow[] };

/** nginx in front of the bench site; resolves once it answers /api/health over HTTPS. */
export async function startProxy(): Promise<Child> {
  const child = startChild("nginx", "bash", [path.join(ROOT, "deploy/run-proxy.sh")], {
    cwd: ROOT,
    env: {
      PROXY_HTTPS_PORT: String(PORTS.proxy),
      PROXY_HTTP_PORT: String(PORTS.proxyHttp),
      UPSTREAMS: `127.0.0.1:${PORTS.site}`,
      CLIENT_DIR: path.join(BUILD_ROOT, "build/client"),
    },
  });
  let dead = false;
  void child.exited.then(() => (dead = true));
  // Installing nginx on a fresh machine takes a while.
  const deadline = Date.now() + 5 * 60_000;
  while (Date.now() < deadline) {
    if (dead) throw new Error(`nginx exited before it answered (log: ${child.logFile})`);
    if ((await status(`${PROXY}/api/health`)) === 200) return child;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`nginx did not answer within 5 minutes (log: ${child.logFile})`);
}

/** The status of a GET over HTTPS, accepting the run's self-signed certificate; 0 when nothing answers. */
function status(url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(url, { rejectUnauthorized: false, timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    req.on("error", () => resolve(0));
    req.on("timeout", () => req.destroy());
    req.end();
  });
}

/** The nginx -t lines the proxy script printed before it started. */
function nginxTestOutput(child: Child): string {
  return readFileSync(child.logFile, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("nginx: "))
    .join("\n");
}

function protocolOf(page: PageLighthouse): string {
  const requests = (page.lhr.audits["network-requests"]?.details as { items?: { url?: string; protocol?: string }[] } | undefined)?.items ?? [];
  return requests[0]?.protocol ?? "?";
}

/**
 * Each page through nginx, and directly unless `direct` already holds this run's figures.
 * Pages are warmed first (products cached, rendered, recompressed), as a visitor finds them.
 */
export async function measureAsDeployed(proxy: Child, direct?: PageLighthouse[]): Promise<AsDeployed> {
  for (const pagePath of LIGHTHOUSE_PAGES) {
    for (let round = 0; round < 3; round += 1) await fetch(`${SITE}${pagePath}`, { headers: { "accept-encoding": "br" } }).then((r) => r.arrayBuffer());
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const rows: AsDeployedRow[] = [];
  let chromium = "Chromium";
  await withChrome(async (chrome) => {
    for (const pagePath of LIGHTHOUSE_PAGES) {
      const directPage = direct?.find((page) => page.path === pagePath) ?? (await runLighthouse(chrome, SITE, pagePath, { save: false }));
      const proxied = await runLighthouse(chrome, PROXY, pagePath, { save: false });
      chromium = /(?:HeadlessChrome|Chrome)\/[\d.]+/.exec(proxied.lhr.environment.hostUserAgent ?? "")?.[0] ?? chromium;
      rows.push({ path: pagePath, direct: directPage.median, proxied: proxied.median, documentProtocol: protocolOf(proxied) });
    }
  }, ["--ignore-certificate-errors"]);
  return { proxy: PROXY, nginxTest: nginxTestOutput(proxy), chromium, rows };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function asDeployedMarkdown(result: AsDeployed): string {
  const lines = [
    "### As deployed — Lighthouse mobile, the same server directly and through nginx (TLS + HTTP/2), median of 3",
    "",
    "| Page | Performance direct | through nginx | LCP direct | through nginx | FCP direct | through nginx | TBT direct | through nginx | CLS through nginx | CPU index direct | through nginx | Document over nginx |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...result.rows.map(
      (row) =>
        `| ${row.path} | ${row.direct.performance} | ${row.proxied.performance} | ${seconds(row.direct.lcpMs)} | ${seconds(row.proxied.lcpMs)} | ${seconds(row.direct.fcpMs)} | ${seconds(row.proxied.fcpMs)} | ${row.direct.tbtMs} ms | ${row.proxied.tbtMs} ms | ${row.proxied.cls.toFixed(3)} | ${row.direct.benchmarkIndex} | ${row.proxied.benchmarkIndex} | ${row.documentProtocol} |`,
    ),
    "",
    "CPU index is Lighthouse's benchmark of the host during the runs (about 1000 or more on an idle machine); a low one inflates TBT and LCP.",
    "",
    `nginx: deploy/run-proxy.sh at ${result.proxy} (self-signed certificate made for the run; Chromium started with --ignore-certificate-errors), one upstream: the bench site. \`nginx -t\`:`,
    "",
    "```",
    result.nginxTest,
    "```",
  ];
  return lines.join("\n");
}
