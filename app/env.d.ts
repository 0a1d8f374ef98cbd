/// <reference types="astro/client" />

type ProductsResponse = import("#core/products/schema").ProductsResponse;

declare namespace App {
  /** What the server hands an on-demand page: products read from its page cache, never a crawl. */
  interface Locals {
    featured?: ProductsResponse | null;
    category?: ProductsResponse | null;
    /** The sympathy page's service form as asked in its query string, with the server's answer. */
    service?: import("#core/delivery/service-query").ServicePage;
    /** The sympathy page's purpose sections (API provider only), each with its code's products. */
    funeral?: import("#core/content/funeral-pieces").FuneralSection[] | null;
  }
}
