import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { type OnDemandPage, pageAt } from "#core/site/page-route";
import { madeUpPages, SHELL_SLUG } from "./unknown-pages";

const NAME = "Qqzx Shell Wvut";
const shell = [
  "<!doctype html><html><head><title>Flowers in " + NAME + "</title>",
  `<link rel="canonical" href="https://example.test/cities/${SHELL_SLUG}/"><!-- ${SHELL_SLUG} --></head>`,
  `<body><h1 data-town="${SHELL_SLUG}">${NAME} &amp; ${NAME}</h1>`,
  `<script type="application/ld+json">{"name":"${NAME}","url":"/cities/${SHELL_SLUG}/"}</script>`,
  `<astro-island props="{&quot;slug&quot;:[0,&quot;${SHELL_SLUG}&quot;]}"></astro-island><p>${SHELL_SLUG}x${NAME}</p></body></html>`,
].join("");

describe("made-up slugs' pages", () => {
  it("fill the shell's slug and name wherever the page has them: text, attributes, scripts, comments", async () => {
    const pages = madeUpPages(async () => ({ status: 404, html: shell }), () => "default-src 'self'");
    const page = await pages(pageAt("/cities/el-dorado-9/", { admin: false }) as OnDemandPage, null);
    const html = gunzipSync(page?.gzip ?? Buffer.alloc(0)).toString();
    // What a plain text substitution would give: the parser finds every place, and only those.
    expect(html).toBe(shell.split(SHELL_SLUG).join("el-dorado-9").split(NAME).join("El Dorado 9"));
    expect(page?.status).toBe(404);
  });

  it("leave known pages to be rendered as themselves", async () => {
    const pages = madeUpPages(async () => ({ status: 200, html: shell }), () => "");
    expect(await pages(pageAt("/cities/omaha/", { admin: false }) as OnDemandPage, null)).toBeNull();
  });
});
