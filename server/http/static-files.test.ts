import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createStaticFiles } from "./static-files";

const root = mkdtempSync(path.join(tmpdir(), "static-"));
mkdirSync(path.join(root, "cities/omaha"), { recursive: true });
mkdirSync(path.join(root, "assets"));
writeFileSync(path.join(root, "cities/omaha/index.html"), `<!doctype html><title>Omaha</title>${"<p>flowers</p>".repeat(100)}`);
writeFileSync(path.join(root, "assets/app-abc.js"), "console.log(1);".repeat(100));
writeFileSync(path.join(root, "..", "secret.txt"), "nope");

const files = createStaticFiles(root, () => ({ "X-Test": "html" }));

describe("static files", () => {
  it("maps a directory path to its index.html with revalidation and extra HTML headers", async () => {
    const file = await files.lookup("/cities/omaha/");
    expect(file).not.toBeNull();
    const response = files.respond(file!, new Request("http://x/cities/omaha/"));
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(response.headers.get("x-test")).toBe("html");
  });

  it("marks hashed assets immutable and negotiates compression", async () => {
    const file = (await files.lookup("/assets/app-abc.js"))!;
    const gz = files.respond(file, new Request("http://x/", { headers: { "accept-encoding": "gzip" } }));
    expect(gz.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain("console.log(1);");
    const br = files.respond(file, new Request("http://x/", { headers: { "accept-encoding": "gzip, br" } }));
    expect(br.headers.get("content-encoding")).toBe("br");
  });

  it("answers 304 to a matching ETag", async () => {
    const file = (await files.lookup("/assets/app-abc.js"))!;
    const etag = file.etag;
    expect(files.respond(file, new Request("http://x/", { headers: { "if-none-match": etag } })).status).toBe(304);
  });

  it("refuses paths that leave the build and malformed encodings", async () => {
    for (const bad of ["/../secret.txt", "/%2e%2e/secret.txt", "/..%2fsecret.txt", "/%E0%A4%A", "/a%00b", "/cities/nowhere/"]) {
      expect(await files.lookup(bad), bad).toBeNull();
    }
  });
});
