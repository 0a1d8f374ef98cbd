import type { APIRoute } from "astro";
import { nebraskaOutlineSvg } from "#app/components/city/nebraska-outline.ts";

export const prerender = true;

export const GET: APIRoute = () => new Response(nebraskaOutlineSvg(), { headers: { "Content-Type": "image/svg+xml" } });
