import { RadioGroup } from "radix-ui";
import { vibeCodingPage } from "@content/vibe-coding-page";

export type Billing = "monthly" | "yearly";

const texts = vibeCodingPage.pricing;

/** Monthly / yearly as a labelled radio pair: arrow keys switch, Tab leaves. */
export function BillingToggle({
  value,
  onChange,
  badge,
}: {
  value: Billing;
  onChange: (value: Billing) => void;
  badge: string;
}) {
  const options: { value: Billing; label: string }[] = [
    { value: "monthly", label: texts.monthlyLabel },
    { value: "yearly", label: texts.yearlyLabel },
  ];
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
      <span id="billing-label" className="font-semibold">
        {texts.billingLabel}
      </span>
      <RadioGroup.Root
        aria-labelledby="billing-label"
        value={value}
        onValueChange={(v) => onChange(v as Billing)}
        orientation="horizontal"
        className="inline-flex rounded-full border border-line bg-surface p-1"
      >
        {options.map((option) => (
          <RadioGroup.Item
            key={option.value}
            value={option.value}
            className="min-h-11 min-w-28 rounded-full px-5 font-semibold text-ink-muted transition-colors duration-200 ease-out hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[state=checked]:bg-primary data-[state=checked]:text-white"
          >
            {option.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <span className="rounded-full bg-warning-bg px-3 py-1 text-sm font-semibold text-warning">
        {badge}
      </span>
    </div>
  );
}
