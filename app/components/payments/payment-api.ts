/**
 * The payment API's calls, from the browser. The server prices and decides; these only carry what
 * the visitor typed. Each form attempt sends one Idempotency-Key, so a repeated request of the same
 * attempt reuses the first payment.
 */
import type {
  CreateIntentResponse,
  CreatePaymentIntentRequest,
  PaymentConfigResponse,
  PaymentStatusResponse,
  SandboxConfirmResponse,
  VibeRequestForm,
} from "@lib/payments";
import { api, newIdempotencyKey } from "~/lib/api";

const postWithKey = <T>(url: string, body: unknown, attempt: string) =>
  api.post<T>(url, body, { headers: { "idempotency-key": attempt } });

export type SandboxOutcome = SandboxConfirmResponse & { reference: string };

export const paymentApi = {
  config: () => api.get<PaymentConfigResponse>("/api/payment/config"),
  createPlanOrder: (body: CreatePaymentIntentRequest, attempt: string) =>
    postWithKey<CreateIntentResponse>("/api/create-payment-intent", body, attempt),
  createIntent: (body: Record<string, unknown>, attempt: string) =>
    postWithKey<CreateIntentResponse>("/api/payment/create-intent", body, attempt),
  submitVibeRequest: (body: VibeRequestForm, attempt: string) =>
    postWithKey<{ id: number }>("/api/payment/vibe-request", body, attempt),
  checkBeforeCharge: (clientSecret: string) =>
    api.post<void>("/api/payment/check", { clientSecret }),
  confirm: (body: {
    paymentIntentId: string;
    customerEmail?: string | null;
    customerName?: string | null;
    packageId?: string | null;
  }) => api.post<PaymentStatusResponse>("/api/payment/confirm", body),
  sandboxConfirm: (body: {
    clientSecret: string;
    card: { number: string; expiry: string; cvc: string };
    billing: Record<string, string | null | undefined>;
  }) => api.post<SandboxOutcome>("/api/payment/sandbox/confirm", body),
  sandboxAuthenticate: (clientSecret: string, approve: boolean) =>
    api.post<SandboxOutcome>("/api/payment/sandbox/authenticate", { clientSecret, approve }),
};

/** A fresh id per form attempt (kept until the attempt succeeds or the form resets). */
export const newAttempt = newIdempotencyKey;
