import { leadDialogText as t } from "@content/chat";
import { integrations, type LeadService, platforms, websiteTypes } from "@content/lead";
import type { AnswerState } from "./lead-answers";
import { CheckboxField, FieldLabel, inputClass, SelectField } from "./lead-fields";

type ServiceQuestionsProps = {
  /** Prefix for input ids, unique per dialog. */
  id: string;
  service: LeadService;
  answers: AnswerState;
  setAnswer: <K extends keyof AnswerState>(key: K, value: AnswerState[K]) => void;
};

/** Step 2 of the lead dialog: the questions that belong to the chosen service. */
export function ServiceQuestions({ id, service, answers, setAnswer }: ServiceQuestionsProps) {
  if (!service) return null;
  switch (service) {
    case "website":
      return (
        <>
          <SelectField
            id={`${id}-website-type`}
            label={t.websiteTypeLabel}
            placeholder={t.websiteTypePlaceholder}
            value={answers.websiteType}
            options={websiteTypes}
            onChange={(v) => setAnswer("websiteType", v)}
          />
          <fieldset className="grid gap-2">
            <legend className="mb-1.5 text-sm font-semibold text-ink">
              {t.websiteFeaturesLabel}
            </legend>
            {(["cms", "contactForms", "seo"] as const).map((key) => (
              <CheckboxField
                key={key}
                id={`${id}-${key}`}
                label={t.websiteFeatures[key]}
                checked={answers[key]}
                onChange={(v) => setAnswer(key, v)}
              />
            ))}
          </fieldset>
        </>
      );
    case "web-app":
      return (
        <>
          <SelectField
            id={`${id}-platform`}
            label={t.platformLabel}
            placeholder={t.platformPlaceholder}
            value={answers.platform}
            options={platforms}
            onChange={(v) => setAnswer("platform", v)}
          />
          <fieldset className="grid gap-2">
            <legend className="mb-1.5 text-sm font-semibold text-ink">
              {t.webAppFeaturesLabel}
            </legend>
            {(["authentication", "payment", "database"] as const).map((key) => (
              <CheckboxField
                key={key}
                id={`${id}-${key}`}
                label={t.webAppFeatures[key]}
                checked={answers[key]}
                onChange={(v) => setAnswer(key, v)}
              />
            ))}
          </fieldset>
        </>
      );
    case "ai-agent":
      return (
        <>
          <div>
            <FieldLabel htmlFor={`${id}-task`}>{t.automationTaskLabel}</FieldLabel>
            <textarea
              id={`${id}-task`}
              rows={3}
              maxLength={4000}
              value={answers.automationTask}
              onChange={(e) => setAnswer("automationTask", e.target.value)}
              placeholder={t.automationTaskPlaceholder}
              className={`${inputClass} resize-y`}
            />
          </div>
          <fieldset className="grid gap-2 sm:grid-cols-2">
            <legend className="mb-1.5 text-sm font-semibold text-ink">{t.integrationsLabel}</legend>
            {integrations.map((option) => (
              <CheckboxField
                key={option.value}
                id={`${id}-integration-${option.value}`}
                label={option.label}
                checked={answers.integrations.includes(option.value)}
                onChange={(checked) =>
                  setAnswer(
                    "integrations",
                    checked
                      ? [...answers.integrations, option.value]
                      : answers.integrations.filter((v) => v !== option.value),
                  )
                }
              />
            ))}
          </fieldset>
        </>
      );
    default:
      return (
        <div>
          <FieldLabel htmlFor={`${id}-requirements`}>{t.requirementsLabel}</FieldLabel>
          <textarea
            id={`${id}-requirements`}
            rows={5}
            maxLength={4000}
            value={answers.requirements}
            onChange={(e) => setAnswer("requirements", e.target.value)}
            placeholder={t.requirementsPlaceholder}
            className={`${inputClass} resize-y`}
          />
        </div>
      );
  }
}
