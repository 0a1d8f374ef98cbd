/// <reference types="astro/client" />

type ProductsResponse = import("#core/products/schema").ProductsResponse;

declare namespace App {
  /** What the server hands an on-demand page: products read from its page cache, never a crawl. */
  interface Locals {
    featured?: ProductsResponse | null;
    category?: ProductsResponse | null;
  }
}
