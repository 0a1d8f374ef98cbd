/**
 * HTML of the simulated partner marketplace. Pure functions (no Node APIs), so
 * unit tests can extract from exactly the pages the server sends.
 */
import { categoryProducts, OFFSITE_PRODUCT_URL, type SimProduct } from "./catalog";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function imageTag(product: SimProduct, origin: string, categoryPath: string): string {
  const alt = escapeHtml(product.alt);
  switch (product.imageStyle) {
    case "relative":
      return `<img src="${escapeHtml(product.imagePath.slice(categoryPath.length))}" alt="${alt}" width="300" height="300">`;
    case "full-url":
      return `<img src="${origin}${product.imagePath}" alt="${alt}" loading="lazy" onerror="this.dataset.broken=1">`;
    case "lazy":
      return `<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="${product.imagePath}" alt="${alt}" class="lazyload">`;
    default:
      return `<img src="${product.imagePath}" alt="${alt}">`;
  }
}

function productCard(product: SimProduct, origin: string, categoryPath: string): string {
  const href = escapeHtml(product.href);
  const image = imageTag(product, origin, categoryPath);
  const name = product.alt ? escapeHtml(product.title) : "";
  const price = product.price ?? "";
  switch (product.layout) {
    case "in-link":
      return `<li class="card"><a href="${href}">${image}<span class="price">${price}</span></a></li>`;
    case "sibling":
      return `<li class="card"><a href="${href}">${image}</a><a href="${href}" class="name">${name}</a> <span class="price">${price}</span></li>`;
    case "parent-card":
      return `<li class="card"><div class="media"><a href="${href}">${image}</a></div><div class="info"><h3>${name}</h3><p class="price">From <b>${price}</b></p></div></li>`;
    default:
      return `<li class="card"><a href="${href}">${image}</a><p class="note">Call for pricing</p></li>`;
  }
}

/** Page chrome a real marketplace has: every link here must be ignored by the extractor. */
function chromeDecoys(categoryPath: string): string {
  return `<header class="site-header">
  <a href="/flowers/"><img src="/images/logo.svg" alt="FloristOne"></a>
  <a href="/flowers/"><img src="/images/header-bg.svg" alt=""></a>
  <nav>
    <a href="/birthday-flowers/"><img src="/images/icons/birthday-icon.svg" alt="Birthday"></a>
    <a href="/roses/"><img src="/images/nav-sprite.png" alt="Roses"></a>
    <a href="/product/">Shop all products</a>
    <a href="/about-us/"><img src="/images/team.svg" alt="Our florists"></a>
  </nav>
</header>
<section class="hero"><a href="${categoryPath}shop/"><img src="/images/hero-flowers.svg" alt="Shop now"></a></section>
<div class="promo"><a href="/gift-cards/"><img src="/images/promo-banner.svg" alt="Gift cards"></a></div>
<div class="thumbs"><a href="/product/thumb-1/"><img src="/images/thumb-nav/1.svg" alt="Thumb"></a></div>
<script>document.title = "pwned"; var teaser = "$1.00 <a href='/product/x/'><img src='/x.svg'></a>";</script>
<style>.price::after { content: "$2.00"; }</style>`;
}

/** Hostile or broken links inside the grid: each one must be dropped. */
function gridDecoys(): string {
  return `<li class="card"><a href="/product/coming-soon/"><img src="/images/placeholder.svg" alt="Coming soon"></a> <span>$9.99</span></li>
<li class="card"><a href=""><img src="/images/products/empty-href.svg" alt="Empty"></a></li>
<li class="card"><a href="   "><img src="/images/products/blank-href.svg" alt="Blank"></a></li>
<li class="card"><a><img src="/images/products/no-href.svg" alt="No href"></a></li>
<li class="card"><a href="javascript:alert('product')"><img src="/images/products/js.svg" alt="Script link"></a></li>
<li class="card"><a href=" JaVaScRiPt:void(0)//flowers"><img src="/images/products/js2.svg" alt="Script link 2"></a></li>
<li class="card"><a href="/product/data-image/"><img src="data:image/svg+xml,%3Csvg%20onload%3Dalert(1)%3E%3C/svg%3E" alt="Data image"></a></li>
<li class="card"><a href="/product/no-src/"><img alt="No source"></a></li>
<li class="card"><a href="mailto:flowers@example.com"><img src="/images/products/mail.svg" alt="Mail"></a></li>
<li class="card"><a href="/product/text-only/">Text only link $19.99</a></li>`;
}

/** A marketplace category page: chrome, a grid of 30 products with decoys, a repeat strip. */
export function categoryPage(categoryPath: string, origin: string): string {
  const products = categoryProducts(categoryPath);
  const cards = products.map((product) => productCard(product, origin, categoryPath));
  // Decoys sit between real cards so a price must never leak across them.
  cards.splice(5, 0, gridDecoys());
  const repeats = products
    .slice(0, 4)
    .map((product) => `<a href="${escapeHtml(product.href)}"><img src="/images/products/recent.svg" alt="Recently viewed"></a>`)
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(categoryPath)} | Simulated Partner</title></head>
<body>
${chromeDecoys(categoryPath)}
<main>
<h1>Flowers for ${escapeHtml(categoryPath.replace(/\//g, " ").trim())}</h1>
<ul class="grid">
${cards.join("\n")}
</ul>
<aside class="recent"><h2>Recently viewed</h2>${repeats}</aside>
<aside class="network"><a href="${OFFSITE_PRODUCT_URL}"><img src="https://offsite.example/lookalike.svg" alt="Lookalike Bouquet"></a></aside>
</main>
<footer><a href="/flowers/"><img src="/images/footer-logo.svg" alt="FloristOne"></a></footer>
</body></html>`;
}

/** Landing and product pages: they echo path and query so a test sees tracking arrive. */
export function echoPage(path: string, query: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Simulated Partner</title></head>
<body><h1>Simulated partner page</h1>
<pre id="path">${escapeHtml(path)}</pre>
<pre id="query">${escapeHtml(query)}</pre>
</body></html>`;
}

/** A small SVG whose colour depends on the path, so images differ. */
export function productImage(path: string): string {
  let hue = 0;
  for (const char of path) hue = (hue * 31 + char.charCodeAt(0)) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300"><rect width="300" height="300" fill="hsl(${hue},45%,88%)"/><circle cx="150" cy="130" r="60" fill="hsl(${hue},65%,55%)"/><rect x="145" y="180" width="10" height="90" fill="#4a7c59"/></svg>`;
}

/** Broken markup a parser must survive. */
export function invalidHtml(): string {
  return `<html><body><div class="grid"><a href="/product/broken-1/"<img src=/images/products/broken-1.svg alt=Broken>
<li><a href='/product/broken-2/'><img src='/images/products/broken-2.svg' alt="Unclosed quote></a>
\u0000\u0001\u0002\ufffd<<<>>></div></span></table><a href="/product/broken-3/"><img src="/images/products/broken-3.svg"><span>$3.33
<!-- unterminated comment <a href="/product/hidden/"><img src="/x.svg"></a>`;
}

/**
 * A page of roughly `bytes` bytes shaped like a heavy marketplace page (bench):
 * a large inline state script in the head, then grid after grid of distinct
 * products (each grid drawn from another catalogue page).
 */
export function largeCategoryPage(categoryPath: string, origin: string, bytes: number): string {
  const page = categoryPage(categoryPath, origin);
  const state = `<script>window.__STATE__ = ${JSON.stringify({ filler: "x".repeat(Math.floor(bytes * 0.3)) })};</script>`;
  const head = page.slice(0, page.indexOf("</head>"));
  const parts = [head, state, page.slice(page.indexOf("</head>"), page.indexOf("</main>"))];
  let size = parts.reduce((sum, part) => sum + part.length, 0);
  for (let index = 0; size < bytes; index += 1) {
    const other = categoryPage(`${categoryPath}page-${index}/`, origin);
    const grid = other.slice(other.indexOf('<ul class="grid">'), other.indexOf("</ul>") + 5);
    parts.push(grid);
    size += grid.length;
  }
  parts.push("</main></body></html>");
  return parts.join("\n");
}
