import { useEffect } from "react";

/** In-app navigation lands here; the server answers the real feed on a full load. */
export default function RssRedirect() {
  useEffect(() => {
    window.location.replace("/rss.xml");
  }, []);
  return <p className="px-4 py-20 text-center text-muted-foreground">Loading RSS feed…</p>;
}
