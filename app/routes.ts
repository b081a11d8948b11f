import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { type LegalPageKey, legalDocuments } from "../content/legal";
import { pages } from "../content/pages";

const legalPaths = (Object.keys(legalDocuments) as LegalPageKey[]).map((key) =>
  pages[key].path.slice(1),
);

export default [
  index("routes/home.tsx"),
  route("features", "routes/features.tsx"),
  route("pricing", "routes/pricing.tsx"),
  route("checkout/:sessionId?", "routes/checkout.tsx"),
  route("contact", "routes/contact.tsx"),
  route("chat", "routes/chat.tsx"),
  // The link of the "email me this conversation" confirmation: never cached, never indexed.
  route("chat/transcript", "routes/chat-transcript.tsx"),
  route("chatbots", "routes/chatbots.tsx"),
  route("workflows", "routes/workflows.tsx"),
  // One legal page module for the five documents (content/legal/), each at its own path.
  ...legalPaths.map((path) => route(path, "routes/legal.tsx", { id: `legal-${path}` })),
  route("ai-vibe-coding", "routes/ai-vibe-coding.tsx"),
  // Staff inbox: each loader checks the session (app/lib/staff.server.ts), the server's path
  // guard too (server/admin/guard.ts); never cached, never indexed.
  route("admin/login", "routes/admin-login.tsx"),
  route("admin", "routes/admin.tsx", [
    index("routes/admin-people.tsx"),
    route("people/:id", "routes/admin-person.tsx"),
    route("calls", "routes/admin-calls.tsx"),
    // Failed workflow runs: the engine's, not a person's, so outside the people list.
    route("runs", "routes/admin-runs.tsx"),
    // Old links (team notification emails): an item of a person opens on the person's page.
    route("items/:kind/:id", "routes/admin-item.tsx"),
    route("dashboard", "routes/admin-dashboard.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
