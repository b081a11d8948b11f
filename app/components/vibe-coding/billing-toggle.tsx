import { vibeCodingPage } from "@content/vibe-coding-page";
import { useRef } from "react";
import { useKeepChoiceBeforeHydration } from "~/components/ui/keep-typed-values";

export type Billing = "monthly" | "yearly";

const texts = vibeCodingPage.pricing;

/**
 * Monthly / yearly as two native radio buttons styled as a segmented control: arrow keys switch,
 * Tab leaves. Native radios rather than Radix RadioGroup, whose arrow-key selection depends on a
 * key still being held when its deferred focus lands, which fast key presses miss.
 */
export function BillingToggle({
  value,
  onChange,
  badge,
}: {
  value: Billing;
  onChange: (value: Billing) => void;
  badge: string;
}) {
  const group = useRef<HTMLDivElement>(null);
  // A tap on "Yearly" before the scripts ran checked the radio natively; React's state, from the
  // address, still says monthly.
  useKeepChoiceBeforeHydration(group, value, onChange);
  const options: { value: Billing; label: string }[] = [
    { value: "monthly", label: texts.monthlyLabel },
    { value: "yearly", label: texts.yearlyLabel },
  ];
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
      <span id="billing-label" className="font-semibold">
        {texts.billingLabel}
      </span>
      <div
        ref={group}
        role="radiogroup"
        aria-labelledby="billing-label"
        className="inline-flex rounded-full border border-line bg-surface p-1"
      >
        {options.map((option) => (
          <label
            key={option.value}
            className="relative inline-flex min-h-11 min-w-28 cursor-pointer items-center justify-center rounded-full px-5 font-semibold text-ink-muted transition-colors duration-200 ease-out hover:text-ink has-checked:bg-primary has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary"
          >
            <input
              type="radio"
              name="billing"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              // Covers the whole pill so a tap anywhere on it lands on the radio itself.
              className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
            />
            {option.label}
          </label>
        ))}
      </div>
      <span className="rounded-full bg-warning-bg px-3 py-1 text-sm font-semibold text-warning">
        {badge}
      </span>
    </div>
  );
}
