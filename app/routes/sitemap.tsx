import { useEffect } from "react";

/** In-app navigation lands here; the server answers the real XML on a full load. */
export default function SitemapRedirect() {
  useEffect(() => {
    window.location.replace("/sitemap.xml");
  }, []);
  return <p className="px-4 py-20 text-center text-muted-foreground">Loading sitemap…</p>;
}
