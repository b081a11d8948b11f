import { adminTexts } from "@content/admin";
import { useState } from "react";
import { data } from "react-router";
import { adminPost } from "~/components/admin/admin-api";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/form";
import { ApiError } from "~/lib/api";
import type { Route } from "./+types/admin-login";

export const meta: Route.MetaFunction = () => [
  { title: `${adminTexts.signInTitle} | Relaywise` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { admin } = context.services;
  const staff = await admin.staffCount();
  if (staff === 0) return data({ setup: true as const, csrf: "" });
  // Double-submit token for the sign-in form: the same random value in a cookie and the page.
  const csrf = crypto.randomUUID();
  return data(
    { setup: false as const, csrf },
    { headers: { "Set-Cookie": admin.loginCsrfCookie(csrf) } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (loaderData.setup) {
    return (
      <div className="container-page max-w-xl py-16">
        <h1 className="text-2xl font-bold">{adminTexts.setupTitle}</h1>
        <p className="mt-4 text-ink-muted">{adminTexts.setupLead}</p>
        <pre className="mt-4 overflow-x-auto rounded-[var(--radius-control)] bg-night p-4 text-white">
          <code>{adminTexts.setupCommand}</code>
        </pre>
        <p className="mt-4 text-ink-muted">{adminTexts.setupAfter}</p>
      </div>
    );
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await adminPost("/api/admin/login", loaderData.csrf, {
        login: String(form.get("login") ?? ""),
        password: String(form.get("password") ?? ""),
      });
      window.location.assign("/admin");
    } catch (err) {
      setError(err instanceof ApiError ? err.message : adminTexts.wrongPassword);
      setBusy(false);
    }
  }

  return (
    <div className="container-page max-w-md py-16">
      <h1 className="text-2xl font-bold">{adminTexts.signInTitle}</h1>
      <p className="mt-2 text-ink-muted">{adminTexts.signInLead}</p>
      <form method="post" className="mt-8 space-y-5" onSubmit={submit} noValidate>
        <div>
          <label htmlFor="login" className="mb-1 block font-medium">
            {adminTexts.loginLabel}
          </label>
          <input id="login" name="login" autoComplete="username" required className={inputClass} />
        </div>
        <div>
          <label htmlFor="password" className="mb-1 block font-medium">
            {adminTexts.passwordLabel}
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={inputClass}
          />
        </div>
        {error ? (
          <p role="alert" className="font-medium text-danger">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? adminTexts.signingIn : adminTexts.signIn}
        </Button>
      </form>
    </div>
  );
}
