import { transcriptTexts } from "@content/chat";
import { data, Form, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import type { Route } from "./+types/chat-transcript";

const t = transcriptTexts.page;

/**
 * The page behind the link in the "confirm your address" email. Opening it (GET) only shows the
 * address and a button; the button's POST sends the transcript. Mail scanners that fetch every
 * link in a message therefore send nothing. No-store and no referrer: the token is in the URL.
 */
const noStore = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = await context.services.chat.transcriptLink(token);
  return data({ token, link, brand: context.services.business.brand }, { headers: noStore });
}

export async function action({ request, context }: Route.ActionArgs) {
  // A body that is not a form (a script posting JSON) is the same as a missing token.
  const form = await request.formData().catch(() => null);
  const token = String(form?.get("token") ?? "");
  const link = await context.services.chat.confirmTranscript(token);
  return data({ token, link, brand: context.services.business.brand }, { headers: noStore });
}

export const headers: Route.HeadersFunction = () => noStore;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${t.metaTitle} | ${loaderData.brand}` : t.metaTitle },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ChatTranscript({ loaderData, actionData }: Route.ComponentProps) {
  const { token, link } = actionData ?? loaderData;
  const busy = useNavigation().state === "submitting";
  const ready = link.state === "ready";
  const sent = link.state === "sent";
  return (
    <section className="container-page max-w-xl py-16 md:py-24">
      <h1 className="text-3xl font-bold">
        {ready ? t.title : sent ? t.sentTitle : t.invalidTitle}
      </h1>
      {ready ? (
        <Form method="post" data-native-submit="" className="mt-6 space-y-6">
          <p className="text-lg text-ink-muted">
            {t.lead} <strong className="break-all text-ink">{link.email}</strong>
          </p>
          <input type="hidden" name="token" value={token} />
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? t.sending : t.button}
          </Button>
        </Form>
      ) : (
        <div className="mt-6 space-y-6">
          <p role="status" className="text-lg text-ink-muted">
            {sent
              ? actionData
                ? t.sent
                : t.alreadySent
              : link.state === "expired"
                ? t.expired
                : t.invalid}
          </p>
          <ButtonLink to="/" variant="secondary">
            {t.home}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
