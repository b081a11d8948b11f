import { useRouteLoaderData } from "react-router";
import type { RootData } from "./seo";

/** The business profile, public URL and year, resolved on the server once per request. */
export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("root loader data missing");
  return data;
}
