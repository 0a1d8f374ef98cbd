import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Dashboard } from "#app/components/admin/dashboard.tsx";
import { SignIn } from "#app/components/admin/sign-in.tsx";
import { useAdminToken } from "#app/components/admin/use-admin-token.ts";
import { createAdminQueryClient } from "#app/components/admin/admin-query-client.ts";

/** The owner dashboard, client only: it needs the token the owner types, never the server. */
export function AdminScreen() {
  const { token, ready, setToken, clearToken } = useAdminToken();
  const [message, setMessage] = useState<string>();
  // The client lives as long as the page; a refusal it reports is handled with this render's callbacks.
  const onRefused = useRef(() => {});
  const [queryClient] = useState(() => createAdminQueryClient(() => onRefused.current()));
  const signOut = (notice?: string) => {
    clearToken();
    setMessage(notice);
  };
  useEffect(() => {
    onRefused.current = () => signOut("That admin token was not accepted. Please sign in again.");
  });
  // Figures read with one token are not kept for whoever signs in next.
  useEffect(() => {
    if (!token) queryClient.clear();
  }, [token, queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <div className="bg-gradient-to-b from-accent to-background">
        <header className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 sm:pt-10">
          <p className="text-sm font-semibold tracking-wide text-sage uppercase">Owner insights</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">Owner dashboard</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Which pages and buttons send visitors to the partner, and how fresh the product cache is. Clicks are counted
            without cookies or personal data.
          </p>
        </header>
        {!ready ? (
          <p className="mx-auto max-w-7xl px-4 py-12 text-muted-foreground sm:px-6">Loading…</p>
        ) : token ? (
          <Dashboard
            token={token}
            onUnauthorized={() => onRefused.current()}
            onSignOut={() => signOut()}
          />
        ) : (
          <SignIn
            message={message}
            onSignIn={(value) => {
              setMessage(undefined);
              setToken(value);
            }}
          />
        )}
      </div>
    </QueryClientProvider>
  );
}
