import type { APIRoute } from "astro";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { HeroIllustration } from "#app/components/home/hero-illustration.tsx";

export const prerender = true;

export const GET: APIRoute = () =>
  new Response(`${renderToStaticMarkup(createElement(HeroIllustration))}\n`, { headers: { "Content-Type": "image/svg+xml" } });
