import { describe, expect, it } from "vitest";
import { extractProducts } from "./extract";

const pageUrl = "https://partner.example/shop/birthday/";
const one = (html: string) => extractProducts(html, pageUrl, { limit: 50 });

describe("extraction rules (docs/product.md)", () => {
  it("needs a link with an image and a non-empty href", () => {
    expect(one(`<a href="/product/a/">Rose</a>`)).toEqual([]);
    expect(one(`<a href=""><img alt="Rose" src="/p/a.jpg"></a><a><img alt="Rose" src="/p/b.jpg"></a>`)).toEqual([]);
    expect(one(`<a href="/product/a/"><img src="/p/a.jpg" alt="A"></a>`)).toHaveLength(1);
  });

  it.each(["product", "item", "sku", "asp", "details", "bouquet", "arrangement", "flowers", "gift", "plant", "rose", "lily", "tulip", "orchid"])(
    "accepts a link containing %s",
    (word) => {
      expect(one(`<a href="/x/${word}/1"><img alt="Rose" src="/p/1.jpg"></a>`)).toHaveLength(1);
    },
  );

  it("refuses links without a product word", () => {
    expect(one(`<a href="/about/"><img alt="Rose" src="/p/1.jpg"></a><a href="/contact"><img alt="Rose" src="/p/2.jpg"></a>`)).toEqual([]);
  });

  it.each(["logo", "icon", "sprite", "placeholder", "thumb-nav", "banner", "hero", "header", "LOGO"])("refuses %s images", (word) => {
    expect(one(`<a href="/product/1/"><img alt="Rose" src="/img/${word}-1.png"></a>`)).toEqual([]);
  });

  it("refuses links with no image address", () => {
    expect(one(`<a href="/product/1/"><img alt="x"></a><a href="/product/2/"><img alt="Rose" src="  "></a>`)).toEqual([]);
  });

  it("makes addresses absolute against the page and drops the fragment", () => {
    const [product] = one(`<a href="../../product/rose#reviews"><img alt="Rose" src="img/rose.jpg"></a>`);
    expect(product).toMatchObject({ url: "https://partner.example/product/rose", image: "https://partner.example/shop/birthday/img/rose.jpg" });
  });

  it("keeps only http(s) addresses", () => {
    const html = `<a href="javascript:alert(1)//product"><img alt="Rose" src="/p/1.jpg"></a>
      <a href="data:text/html,product"><img alt="Rose" src="/p/2.jpg"></a>
      <a href="mailto:rose@example.com"><img alt="Rose" src="/p/3.jpg"></a>
      <a href="/product/4"><img alt="Rose" src="data:image/png;base64,AAAA"></a>
      <a href="/product/5"><img alt="Rose" src="javascript:alert(1)"></a>
      <a href="//cdn.example/product/6"><img alt="Rose" src="http://cdn.example/6.jpg"></a>`;
    expect(one(html).map((p) => p.url)).toEqual(["https://cdn.example/product/6"]);
  });

  it("uses data-src when src is an inline placeholder", () => {
    const [product] = one(`<a href="/product/1"><img alt="Rose" src="data:image/gif;base64,R0" data-src="/p/1.jpg"></a>`);
    expect(product?.image).toBe("https://partner.example/p/1.jpg");
  });

  it("skips duplicates by absolute url, keeping the first", () => {
    const html = `<a href="/product/1"><img src="/p/1.jpg" alt="First"></a><a href="https://partner.example/product/1"><img src="/p/9.jpg" alt="Again"></a>`;
    expect(one(html)).toEqual([{ title: "First", image: "https://partner.example/p/1.jpg", url: "https://partner.example/product/1" }]);
  });

  it("takes the title from alt, then the link title, then the link text, passing over link labels; a card with no name is left out", () => {
    const html = `<a href="/product/1"><img src="/p/1.jpg" alt=" Sunny   Day "></a>
      <a href="/product/2" title="Titled"><img src="/p/2.jpg" alt=""></a>
      <a href="/product/3"><img src="/p/3.jpg"><span>Texty <b>Tulips</b> $30.00</span></a>
      <a href="/product/4"><img src="/p/4.jpg"></a>
      <a href="/product/5" title="Shop Now"><img src="/p/5.jpg" alt="view product"><span>Daisy Days</span></a>
      <a href="/product/6"><img src="/p/6.jpg" alt="View Product"><span>Buy now</span></a>`;
    expect(one(html).map((p) => p.title)).toEqual(["Sunny Day", "Titled", "Texty Tulips", "Daisy Days"]);
  });

  it("finds the price in the link, a following sibling, or an enclosing card", () => {
    const html = `<div class="grid">
      <div><a href="/product/1"><img alt="Rose" src="/p/1.jpg"><span>$49.99</span></a></div>
      <div><a href="/product/2"><img alt="Rose" src="/p/2.jpg"></a><span class="price">$ 59.50</span></div>
      <div class="card"><div><div><a href="/product/3"><img alt="Rose" src="/p/3.jpg"></a></div></div><p>Now $1,299.00 was $1,500.00</p></div>
      <div><a href="/product/4"><img alt="Rose" src="/p/4.jpg"></a><p>Call us</p></div>
      <div><a href="/product/5"><img alt="Rose" src="/p/5.jpg"></a><span>$</span><span>12</span></div>
    </div>`;
    expect(one(html).map((p) => p.priceCents)).toEqual([49_99, 59_50, 1_299_00, undefined, 12_00]);
  });

  it("never lends a neighbour's price", () => {
    const html = `<ul><li><a href="/product/1"><img alt="Rose" src="/p/1.jpg"></a></li><li><a href="/product/2"><img alt="Rose" src="/p/2.jpg"></a> $20.00</li></ul>`;
    expect(one(html).map((p) => p.priceCents)).toEqual([undefined, 20_00]);
    const flat = `<div><a href="/product/1"><img alt="Rose" src="/p/1.jpg"></a><span>$10.00</span><a href="/product/2"><img alt="Rose" src="/p/2.jpg"></a><span>$20.00</span></div>`;
    expect(one(flat).map((p) => p.priceCents)).toEqual([10_00, 20_00]);
  });

  it("ignores script and style text for prices and titles", () => {
    const html = `<div><a href="/product/1"><img src="/p/1.jpg"><script>var p = "$5.00 Evil";</script></a><style>x{content:"$6.00"}</style></div>`;
    expect(one(html)).toEqual([]);
    expect(one(html.replace("<script>", "<span>Roses</span><script>"))).toEqual([{ title: "Roses", image: "https://partner.example/p/1.jpg", url: "https://partner.example/product/1" }]);
  });

  it("stops at the limit and handles bad input", () => {
    const html = Array.from({ length: 10 }, (_, i) => `<a href="/product/${i}"><img alt="Rose" src="/p/${i}.jpg"></a>`).join("");
    expect(extractProducts(html, pageUrl, { limit: 3 })).toHaveLength(3);
    expect(extractProducts(html, pageUrl, { limit: 0 })).toEqual([]);
    expect(extractProducts(html, "not a url", { limit: 3 })).toEqual([]);
    expect(extractProducts("", pageUrl, { limit: 3 })).toEqual([]);
  });
});
