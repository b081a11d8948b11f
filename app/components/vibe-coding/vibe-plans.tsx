import { type VibeCodingPlan, type VibeCodingPlanId, yearlySaving } from "@content/plans";
import { formatUsd } from "@lib/format";
import { vibeCodingPage } from "@content/vibe-coding-page";
import { ChoosePlanButton, PlanCard, PlanPrice } from "~/components/pricing/plan-card";
import type { Billing } from "./billing-toggle";

const texts = vibeCodingPage.pricing;

export function monthlyEquivalent(plan: VibeCodingPlan, billing: Billing) {
  return billing === "yearly" ? plan.yearlyPrice : plan.monthlyPrice;
}

type VibePlansProps = {
  plans: readonly VibeCodingPlan[];
  billing: Billing;
  selectedId: VibeCodingPlanId | null;
  onSelect: (id: VibeCodingPlanId) => void;
};

export function VibePlans({ plans, billing, selectedId, onSelect }: VibePlansProps) {
  return (
    <div className="grid gap-8 pt-4 lg:grid-cols-3 lg:items-start lg:gap-6">
      {plans.map((plan) => {
        const selected = plan.id === selectedId;
        const yearly = billing === "yearly";
        return (
          <PlanCard
            key={plan.id}
            id={plan.id}
            name={plan.name}
            description={plan.description}
            popularLabel={plan.popular ? texts.popularLabel : undefined}
            selected={selected}
            features={plan.features}
            price={
              <PlanPrice
                amount={formatUsd(monthlyEquivalent(plan, billing))}
                period={texts.perMonth}
                note={
                  yearly
                    ? texts.billedYearly
                    : `${texts.billedMonthly}, ${texts.orYearly(formatUsd(plan.yearlyPrice), formatUsd(yearlySaving(plan)))}`
                }
                saving={yearly ? texts.yearlySaving(formatUsd(yearlySaving(plan))) : null}
              />
            }
            action={
              <ChoosePlanButton
                planName={plan.name}
                selected={selected}
                chooseLabel={texts.chooseLabel}
                selectedLabel={texts.selectedLabel}
                emphasis={plan.popular}
                onChoose={() => onSelect(plan.id)}
                name="plan"
                value={plan.id}
              />
            }
          />
        );
      })}
    </div>
  );
}
