import type { ReactNode } from "react";

/** The intent a card pays: created at submit (or already known) by the page's flow. */
export type PaymentTarget = {
  clientSecret: string;
  intentType: "payment" | "setup";
  paymentIntentId: string;
};

export type CardPaymentProps = {
  /**
   * Who pays, as the page shows it. Nothing more comes to the browser (an order's phone and
   * address stay on the server): the card form asks what the card itself needs.
   */
  billing: { name?: string | null; email?: string | null };
  submitLabel: string;
  processingLabel: string;
  /** Creates the intent at submit (or returns the known one); throws an Error to show. */
  prepare: () => Promise<PaymentTarget>;
  /** Sent with /api/payment/confirm, so the server knows which package was paid. */
  packageId?: string | null;
  onSuccess: (result: { reference: string; paymentIntentId: string }) => void;
  /** A card error, after it is shown in the red box (the vibe flow tells the team). */
  onFailure?: (message: string) => void;
  /** Extra buttons beside the submit button (Cancel). */
  secondary?: ReactNode;
};

/** The red box of the card forms: a failed payment is said where the card was typed. */
export function PaymentError({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-live="assertive">
      {message && (
        <p className="rounded-[var(--radius-control)] border border-danger bg-danger/5 p-3 text-sm font-medium text-danger">
          {message}
        </p>
      )}
    </div>
  );
}
