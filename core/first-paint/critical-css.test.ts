import { compileSheet, encodePlan } from "beasties/compiler";
import { describe, expect, it } from "vitest";
import { createCriticalCss } from "./critical-css";

const CSS = `@font-face{font-family:Display;src:url(/assets/display.woff2) format("woff2");font-display:optional}
.used{color:red}.unused{color:blue}h1{font-family:Display}.menu-open .panel{display:block}`;
const page = (body: string) =>
  `<!doctype html><html><head><title>t</title><link rel="stylesheet" href="/assets/page.css"></head><body>${body}</body></html>`;

describe("createCriticalCss", () => {
  const inline = createCriticalCss([encodePlan(compileSheet(CSS, { href: "/assets/page.css" }))]);

  it("inlines the rules the document uses, font face included, and moves the stylesheet out of the head", () => {
    const html = inline(page('<h1 class="used">Hello</h1>'));
    const head = html.slice(0, html.indexOf("</head>"));
    const style = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? "";
    expect(style).toContain(".used{color:red}");
    expect(style).toContain("@font-face");
    expect(style).toContain("font-display:optional");
    expect(style).not.toContain(".unused");
    expect(style).not.toContain(".panel");
    expect(head).not.toContain('rel="stylesheet"');
    // The whole sheet still loads, after the content, with no script to make it apply.
    expect(html.slice(html.indexOf("</head>"))).toMatch(/<link rel="stylesheet" href="\/assets\/page.css">\s*<\/body>/);
    expect(html).not.toMatch(/onload=|<script/);
  });

  it("leaves a document alone when it has no plans", () => {
    const html = page("<p>x</p>");
    expect(createCriticalCss([])(html)).toBe(html);
  });
});
