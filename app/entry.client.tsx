import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { undoScriptsFailed } from "./lib/tap-replay";

// React Router's own entry, after one step: a page that stopped waiting for these scripts
// (docs/decisions/0057) gets back the HTML React rendered, so hydration matches it.
undoScriptsFailed();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
