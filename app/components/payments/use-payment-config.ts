import { useEffect, useState } from "react";
import type { PaymentConfigResponse } from "@lib/payments";
import { paymentApi } from "./payment-api";

let cached: Promise<PaymentConfigResponse> | null = null;

/** Which card form this deployment shows; asked once per page load. */
export function usePaymentConfig(): PaymentConfigResponse | null {
  const [config, setConfig] = useState<PaymentConfigResponse | null>(null);
  useEffect(() => {
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
  }, []);
  return config;
}
