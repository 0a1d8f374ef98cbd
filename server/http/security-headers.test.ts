import { createHash } from "node:crypto";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from "./security-headers";

const options = { partnerOrigin: "https://partner.test", hsts: false };
const sha = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

describe("content security policy", () => {
  it("hashes each inline script and skips external ones", () => {
    const html = `<script>window.a=1</script><script type="module" src="/x.js"></script><script type="module">import "/y.js"</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import "/y.js"')]);
  });

  it("hashes classic, module and JavaScript-typed scripts but not data blocks such as JSON-LD", () => {
    const html = [
      `<script type="application/ld+json">{"@type":"Service"}</script>`,
      `<script type='text/javascript'>a()</script>`,
      `<script type=module>b()</script>`,
      `<script type="importmap">{"imports":{}}</script>`,
      `<script type="text/plain">not run</script>`,
      `<script type="">c()</script>`,
      `<script data-type="application/ld+json" data-src="x">d()</script>`,
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()"), sha('{"imports":{}}'), sha("c()"), sha("d()")]);
  });

  it("forbids inline script, objects, base and framing, and allows images from our origin only", () => {
    const csp = contentSecurityPolicy("<script>1</script>", options);
    expect(csp).toContain(`script-src 'self' ${sha("1")}`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "img-src 'self' data:"]) {
      expect(csp).toContain(directive);
    }
    // The partner may only be a form's destination (the plain search form's redirect), never a source.
    for (const directive of csp.split(";").map((part) => part.trim())) {
      if (!directive.startsWith("form-action")) expect(directive).not.toContain("partner.test");
    }
  });

  it("sets the headers on every response and a CSP on HTML, with HSTS only when asked", async () => {
    for (const hsts of [false, true]) {
      const app = new Hono();
      app.use("*", securityHeaders({ ...options, hsts }));
      app.get("/page", (c) => c.html("<script>go()</script><p>x</p>"));
      app.get("/json", (c) => c.json({ ok: true }));
      const page = await app.request("/page");
      expect(page.headers.get("content-security-policy")).toContain(sha("go()"));
      expect(await page.text()).toBe("<script>go()</script><p>x</p>");
      const json = await app.request("/json");
      expect(json.headers.get("x-content-type-options")).toBe("nosniff");
      expect(json.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(json.headers.get("permissions-policy")).toContain("camera=()");
      expect(json.headers.has("x-powered-by")).toBe(false);
      expect(json.headers.has("strict-transport-security")).toBe(hsts);
    }
  });
});
