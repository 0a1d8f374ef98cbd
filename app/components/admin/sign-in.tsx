import { KeyRound, LogIn } from "#app/components/ui/icons.tsx";
import { useId, useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";

type SignInProps = { message?: string; onSignIn: (token: string) => void };

/** Asks for the admin token (ADMIN_TOKEN on the server); nothing of the dashboard shows without it. */
export function SignIn({ message, onSignIn }: SignInProps) {
  const [value, setValue] = useState("");
  const inputId = useId();
  const hintId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const token = value.trim();
    if (token !== "") onSignIn(token);
  };

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-border bg-card p-6 shadow-[var(--shadow-card)] sm:p-8">
        <span className="flex size-11 items-center justify-center rounded-full bg-secondary text-primary">
          <KeyRound aria-hidden="true" className="size-5" />
        </span>
        <h2 className="mt-4 text-2xl font-semibold">Sign in</h2>
        <p id={hintId} className="mt-2 text-sm text-muted-foreground">
          Enter the admin token set on the server. It stays in this browser tab only and is forgotten when the tab closes.
        </p>
        {message && (
          <p role="alert" className="mt-4 rounded-xl border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm text-destructive">
            {message}
          </p>
        )}
        <form onSubmit={submit} className="mt-6 flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={inputId} className="text-sm font-medium">
              Admin token
            </label>
            <input
              id={inputId}
              name="token"
              type="password"
              autoComplete="current-password"
              required
              aria-describedby={hintId}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              className="h-11 rounded-xl border border-input bg-card px-4 text-base focus-visible:border-primary"
            />
          </div>
          <Button type="submit" size="lg">
            <LogIn aria-hidden="true" />
            Sign in
          </Button>
        </form>
      </div>
    </div>
  );
}
