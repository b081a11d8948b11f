import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { markScriptsRunning, undoScriptsFailed } from "./lib/tap-replay";

// React Router's own entry, after two steps: the page's capture learns the scripts have all
// arrived (a slow hydration is not a stall), and a page that stopped waiting for them
// (docs/decisions/0057) gets back the HTML React rendered, so hydration matches it.
markScriptsRunning();
undoScriptsFailed();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
