import { leadDialogText as t } from "@content/chat";
import { integrations, type LeadService, platforms, websiteTypes } from "@content/lead";
import {
  CheckboxField,
  CheckboxGroupField,
  Field,
  Fieldset,
  NativeSelect,
  Textarea,
} from "~/components/ui/form";
import { answer } from "./lead-answers";

const websiteFeatures = ["cms", "contactForms", "seo"] as const;
const webAppFeatures = ["authentication", "payment", "database"] as const;

/** Step 2 of the lead dialog: the questions that belong to the chosen service. */
export function ServiceQuestions({ service }: { service: LeadService }) {
  switch (service) {
    case "website":
      return (
        <>
          <Field name={answer("websiteType")} label={t.websiteTypeLabel}>
            <NativeSelect placeholder={t.websiteTypePlaceholder} options={websiteTypes} />
          </Field>
          <Fieldset legend={t.websiteFeaturesLabel}>
            {websiteFeatures.map((key) => (
              <CheckboxField key={key} name={answer(key)} label={t.websiteFeatures[key]} />
            ))}
          </Fieldset>
        </>
      );
    case "web-app":
      return (
        <>
          <Field name={answer("platform")} label={t.platformLabel}>
            <NativeSelect placeholder={t.platformPlaceholder} options={platforms} />
          </Field>
          <Fieldset legend={t.webAppFeaturesLabel}>
            {webAppFeatures.map((key) => (
              <CheckboxField key={key} name={answer(key)} label={t.webAppFeatures[key]} />
            ))}
          </Fieldset>
        </>
      );
    case "ai-agent":
      return (
        <>
          <Field name={answer("automationTask")} label={t.automationTaskLabel}>
            <Textarea rows={3} maxLength={4000} placeholder={t.automationTaskPlaceholder} />
          </Field>
          <CheckboxGroupField
            name={answer("integrations")}
            legend={t.integrationsLabel}
            options={integrations}
            className="sm:grid-cols-2"
          />
        </>
      );
    default:
      return (
        <Field name={answer("requirements")} label={t.requirementsLabel}>
          <Textarea rows={5} maxLength={4000} placeholder={t.requirementsPlaceholder} />
        </Field>
      );
  }
}
