import frauncesLatin from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigate,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { Footer } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { NotFoundScreen } from "./components/layout/not-found";
import { getSiteConfig } from "./lib/env.server";
import { withTrailingSlash } from "./lib/trailing-slash";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: frauncesLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader() {
  return { siteConfig: getSiteConfig() };
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#a8284f" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** In-app navigation to a slash-less path is replaced by its canonical form (spec §2). */
function useTrailingSlash() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const canonical = withTrailingSlash(location.pathname);
    if (canonical) navigate(`${canonical}${location.search}${location.hash}`, { replace: true });
  }, [location, navigate]);
}

export default function App() {
  useTrailingSlash();
  return (
    <>
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main" className="flex-1">
        <NotFoundScreen />
      </main>
    );
  }
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <main id="main" className="mx-auto max-w-2xl flex-1 px-4 py-20 text-center">
      <h1 className="text-3xl font-semibold">Unexpected Application Error!</h1>
      <p className="mt-4 text-muted-foreground">{detail}</p>
      <a href="/" className="mt-8 inline-block font-semibold text-primary underline underline-offset-4">
        Return to Home
      </a>
    </main>
  );
}
