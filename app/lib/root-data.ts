import { useRouteLoaderData } from "react-router";
import type { BusinessProfile } from "@content/business";

export type RootData = { publicUrl: string; business: BusinessProfile; year: number };

/** The business profile, public URL and year, resolved on the server once per request. */
export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("root loader data missing");
  return data;
}
