import { buttonClass } from "~/components/ui/button";
import { Link } from "react-router";
import type { PricingPlan, PricingPlanId } from "@content/plans";
import { formatUsd } from "@lib/format";
import { pricingPage } from "@content/pricing-page";
import { ChoosePlanButton, PlanCard, PlanPrice } from "./plan-card";

const texts = pricingPage.plans;

type PricingPlansProps = {
  plans: readonly PricingPlan[];
  selectedId: PricingPlanId | null;
  onSelect: (id: PricingPlanId) => void;
};

/**
 * The plan cards in one GET form: a plan's button asks for /pricing?plan=… (its order form, on
 * a page of its own) when the scripts have not run; nothing personal is ever in it.
 */
export function PricingPlans({ plans, selectedId, onSelect }: PricingPlansProps) {
  return (
    <form
      method="get"
      action="/pricing#order"
      data-native-submit=""
      className="grid gap-8 pt-4 lg:grid-cols-3 lg:items-start lg:gap-6"
    >
      {plans.map((plan) => {
        const selected = plan.id === selectedId;
        return (
          <PlanCard
            key={plan.id}
            id={plan.id}
            name={plan.name}
            eyebrow={plan.price === null ? undefined : plan.subtitle}
            description={plan.description}
            popularLabel={plan.popular ? texts.popularLabel : undefined}
            selected={selected}
            features={plan.features}
            price={
              plan.price === null ? (
                <p className="text-4xl font-bold tracking-tight">{plan.subtitle}</p>
              ) : (
                <PlanPrice
                  amount={formatUsd(plan.price)}
                  period={texts.perMonth}
                  original={
                    plan.originalPrice === null
                      ? undefined
                      : { amount: formatUsd(plan.originalPrice), label: texts.originalPriceLabel }
                  }
                  saving={plan.savings}
                />
              )
            }
            action={
              plan.isContactUs ? (
                <Link
                  to="/contact"
                  aria-label={`${texts.contactLabel}: ${plan.name}`}
                  className={buttonClass("secondary", "lg", "w-full")}
                >
                  {texts.contactLabel}
                </Link>
              ) : (
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
              )
            }
          />
        );
      })}
    </form>
  );
}
