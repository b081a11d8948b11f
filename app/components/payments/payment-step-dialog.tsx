import { vibeRequestForm as t } from "@content/payments";
import { vibeCodingPackageId } from "@content/plans";
import { Button } from "~/components/ui/button";
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from "~/components/ui/dialog";
import { CardPayment } from "./card-payment";
import { usePaymentConfig } from "./use-payment-config";

export const dateLabel = (date: Date) =>
  date.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });

export type PaymentStep = {
  clientSecret: string;
  paymentIntentId: string;
  trialEnd: Date;
  billing: { name: string; email: string; phone: string };
};

type PaymentStepDialogProps = {
  step: PaymentStep | null;
  planName: string;
  amount: string;
  onClose: () => void;
  onPaid: () => void;
};

/** The AI Vibe Coding payment step: the card saved for the first charge after the free trial. */
export function PaymentStepDialog({
  step,
  planName,
  amount,
  onClose,
  onPaid,
}: PaymentStepDialogProps) {
  const config = usePaymentConfig();
  const s = t.paymentStep;
  return (
    <DialogRoot open={step !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent frame="wide">
        <DialogHeader closeLabel={s.closeLabel}>
          <DialogTitle size="responsive">{s.title}</DialogTitle>
        </DialogHeader>
        <DialogDescription className="mt-2 text-ink-muted">{s.lead(planName)}</DialogDescription>
        {step && (
          <>
            <p className="mt-4 rounded-[var(--radius-control)] bg-surface-alt p-3 text-sm">
              {t.trial.ends(dateLabel(step.trialEnd))}{" "}
              {t.trial.firstCharge(dateLabel(step.trialEnd), amount)}
            </p>
            <div className="mt-6">
              {config && (
                <CardPayment
                  config={config}
                  billing={step.billing}
                  submitLabel={s.submitLabel}
                  processingLabel={s.processingLabel}
                  packageId={vibeCodingPackageId}
                  prepare={async () => ({
                    clientSecret: step.clientSecret,
                    intentType: "setup",
                    paymentIntentId: step.paymentIntentId,
                  })}
                  onSuccess={onPaid}
                  secondary={
                    <Button variant="secondary" size="lg" onClick={onClose}>
                      {s.cancelLabel}
                    </Button>
                  }
                />
              )}
            </div>
          </>
        )}
      </DialogContent>
    </DialogRoot>
  );
}
