import { useEffect, useState } from "react";
import type { PaymentConfigResponse } from "@lib/payments";
import { paymentApi } from "./payment-api";

let cached: Promise<PaymentConfigResponse> | null = null;

/**
 * Which card form this deployment shows; asked once per page load. A page whose loader already
 * knows (/checkout) passes it, so the card form is in the first paint and nothing shifts.
 */
export function usePaymentConfig(known?: PaymentConfigResponse): PaymentConfigResponse | null {
  const [config, setConfig] = useState<PaymentConfigResponse | null>(known ?? null);
  useEffect(() => {
    if (known) return;
    let live = true;
    cached ??= paymentApi.config().catch((err) => {
      cached = null;
      throw err;
    });
    cached
      .then((c) => live && setConfig(c))
      .catch(() => live && setConfig({ provider: "sandbox", publishableKey: null }));
    return () => {
      live = false;
    };
  }, [known]);
  return config;
}
