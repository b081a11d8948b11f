/**
 * The business profile: who we are and how to reach us. These are the defaults; the server
 * overrides them from env (see server/platform/env.ts) and hands the result to the browser through the root
 * loader, so no component reads these constants directly for display.
 */
export type BusinessProfile = {
  brand: string;
  assistantName: string;
  tagline: string;
  phone: string;
  salesEmail: string;
  supportEmail: string;
  privacyEmail: string;
  hours: string;
  headquarters: { city: string; region: string; country: string; display: string };
  legalName: string;
};

export const defaultBusinessProfile: BusinessProfile = {
  brand: "Relaywise",
  assistantName: "Relaywise Assistant",
  tagline: "Done-for-you AI automation for small and mid-size businesses",
  phone: "+1 (919) 555-0142",
  salesEmail: "sales@relaywise.example",
  supportEmail: "support@relaywise.example",
  privacyEmail: "privacy@relaywise.example",
  hours: "Mon-Fri 9AM-6PM EST",
  headquarters: {
    city: "Raleigh",
    region: "NC",
    country: "US",
    display: "Raleigh, NC",
  },
  legalName: "Relaywise LLC",
};

/** Env variables that may override the profile; the keys are the env names. */
export const businessEnvOverrides = {
  BRAND_NAME: "brand",
  ASSISTANT_NAME: "assistantName",
  BUSINESS_PHONE: "phone",
  SALES_EMAIL: "salesEmail",
  SUPPORT_EMAIL: "supportEmail",
  PRIVACY_EMAIL: "privacyEmail",
  BUSINESS_HOURS: "hours",
} as const satisfies Record<string, keyof BusinessProfile>;

export function resolveBusinessProfile(
  overrides: Partial<Record<keyof typeof businessEnvOverrides, string | undefined>>,
): BusinessProfile {
  const profile: BusinessProfile = {
    ...defaultBusinessProfile,
    headquarters: { ...defaultBusinessProfile.headquarters },
  };
  for (const [envName, key] of Object.entries(businessEnvOverrides)) {
    const value = overrides[envName as keyof typeof businessEnvOverrides];
    if (value) (profile as Record<string, unknown>)[key] = value;
  }
  if (!overrides.ASSISTANT_NAME && overrides.BRAND_NAME) {
    profile.assistantName = `${overrides.BRAND_NAME} Assistant`;
  }
  return profile;
}

/** tel: href from a display phone number. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
