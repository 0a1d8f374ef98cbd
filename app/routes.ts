import { index, route, type RouteConfig } from "@react-router/dev/routes";

// Mirrors the route table of spec §2. Paths match with or without a trailing slash;
// the server and the root component redirect to the slash form.
export default [
  index("routes/home.tsx"),
  route("categories/:slug", "routes/category.tsx"),
  route("cities", "routes/cities.tsx"),
  route("cities/:city", "routes/city.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms", "routes/terms.tsx", { id: "routes/terms-alias" }),
  route("terms-of-service", "routes/terms.tsx"),
  route("sitemap.xml", "routes/sitemap.tsx"),
  route("rss.xml", "routes/rss.tsx"),
  route("admin", "routes/admin.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
