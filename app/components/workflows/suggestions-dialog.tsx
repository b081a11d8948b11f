import type { WorkflowSuggestion } from "@lib/workflows";
import { type OutlineStep, outlineOf } from "@lib/workflow-outline";
import { workflowsPage } from "@content/workflows-page";
import { AlertTriangle, Lightbulb, Sparkles } from "lucide-react";
import { type Ref, useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from "~/components/ui/dialog";
import { inputClass } from "~/components/ui/input-class";
import { visitorText } from "~/components/workflow-editor/visitor-text";
import { workflowApi } from "~/components/workflow-editor/workflow-api";
import { ApiError } from "~/lib/api";

const texts = workflowsPage.suggestions;
const toasts = workflowsPage.toasts;

/**
 * A suggestion's steps in run order, with each condition's Yes and No steps indented under it:
 * a flat list hid which steps a condition decides between until the workflow was open.
 */
function StepOutline({ steps, nested = false }: { steps: OutlineStep[]; nested?: boolean }) {
  return (
    <ol
      className={`space-y-0.5 pl-5 ${nested ? "list-[lower-alpha]" : `mt-1 list-decimal text-sm ${visitorText}`}`}
      data-testid={nested ? undefined : "suggestion-steps"}
    >
      {steps.map((step) => (
        <li key={step.id}>
          {step.label}
          {step.branches && (
            <ul className="mt-0.5 space-y-0.5 border-l-2 border-line pl-3">
              {(["yes", "no"] as const).map((branch) => (
                <li key={branch} data-branch={branch}>
                  <span
                    className={`font-semibold ${branch === "yes" ? "text-success" : "text-danger"}`}
                  >
                    {texts.branchLabel[branch]}
                  </span>
                  {step.branches?.[branch].length ? (
                    <StepOutline steps={step.branches[branch]} nested />
                  ) : (
                    <span className="text-ink-muted"> {texts.branchEmpty}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

/** One suggested workflow: what it is, its steps, what it cannot do, and the button to use it. */
function SuggestionCard({
  suggestion,
  titleId,
  titleRef,
  useLabel,
  useName,
  onUse,
}: {
  suggestion: WorkflowSuggestion;
  titleId: string;
  /** The first card's heading: where focus goes when the answer arrives. */
  titleRef?: Ref<HTMLHeadingElement>;
  useLabel: string;
  /** The button's name when it says more than its text (the alternative's title). */
  useName?: string;
  onUse: (suggestion: WorkflowSuggestion) => void;
}) {
  return (
    <section
      aria-labelledby={titleId}
      data-testid="suggestion"
      className="mt-4 min-w-0 rounded-[var(--radius-card)] border border-line bg-surface-alt p-5"
    >
      <p className={`text-sm font-semibold text-primary ${visitorText}`}>
        {texts.resultTitle} · {suggestion.category}
      </p>
      <h3
        id={titleId}
        ref={titleRef}
        tabIndex={titleRef ? -1 : undefined}
        className={`mt-1 scroll-mt-20 text-lg font-bold outline-none ${visitorText}`}
      >
        {suggestion.name}
      </h3>
      <p className={`mt-1 text-ink-muted ${visitorText}`}>
        {suggestion.unsupported?.length
          ? suggestion.description.replace(suggestion.unsupported.join(" "), "").trim()
          : suggestion.description}
      </p>
      {suggestion.unsupported && suggestion.unsupported.length > 0 && (
        <div className="mt-3 rounded-md border border-warning/40 bg-surface p-3 text-sm">
          <p className="flex items-center gap-2 font-semibold">
            <AlertTriangle className="size-4 shrink-0 text-warning" aria-hidden="true" />
            {texts.unsupportedTitle}
          </p>
          <ul
            className={`mt-1 list-disc space-y-0.5 pl-5 ${visitorText}`}
            data-testid="suggestion-unsupported"
          >
            {suggestion.unsupported.map((u) => (
              <li key={u}>{u}</li>
            ))}
          </ul>
        </div>
      )}
      <p className={`mt-3 text-sm ${visitorText}`}>
        <span className="font-semibold">{texts.useCaseLabel}:</span> {suggestion.useCase}
      </p>
      <p className="mt-3 text-sm font-semibold">{texts.stepsLabel}</p>
      <StepOutline steps={outlineOf(suggestion.nodes, suggestion.connections)} />
      <Button
        className={`mt-4 max-w-full !whitespace-normal text-left ${visitorText}`}
        aria-label={useName}
        onClick={() => onUse(suggestion)}
      >
        {useLabel}
      </Button>
    </section>
  );
}

/**
 * AI Workflow Suggestions: describe an intent, get a workflow (and another reading of it when
 * the wording allows two), open it in the editor.
 */
export function SuggestionsDialog({
  open,
  onOpenChange,
  onUse,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUse: (suggestion: WorkflowSuggestion) => void;
}) {
  const [intent, setIntent] = useState("");
  const [loading, setLoading] = useState(false);
  const [suggestion, setSuggestion] = useState<WorkflowSuggestion | null>(null);
  /** Why the last request was refused, in the server's words (shown under the request). */
  const [refusal, setRefusal] = useState<string | null>(null);
  const fieldId = useId();
  const intentBox = useRef<HTMLTextAreaElement>(null);
  const errorId = `${fieldId}-error`;
  const answerTitle = useRef<HTMLHeadingElement>(null);
  /** What the live region says: set as an answer arrives, so it is read once, then and there. */
  const [arrival, setArrival] = useState("");

  // Once the answer is drawn (not in the same frame as the request's reply, which could come
  // before React had drawn it): on a phone it is below the samples, out of sight, and nothing
  // else told that it came. Focus on its heading brings it into view and reads its name.
  useEffect(() => {
    if (!suggestion) return;
    answerTitle.current?.scrollIntoView({ block: "start" });
    answerTitle.current?.focus({ preventScroll: true });
  }, [suggestion]);

  async function request() {
    if (!intent.trim()) {
      // Said under the request, as a refused request is: a toast raised over the open dialog sat
      // at the top of a phone's screen, over the dialog's heading.
      setRefusal(`${toasts.blankIntent.title}. ${toasts.blankIntent.description}`);
      intentBox.current?.focus();
      return;
    }
    // A new request replaces the answer: the last one must not stand for this one if it fails.
    setSuggestion(null);
    setRefusal(null);
    setArrival("");
    setLoading(true);
    let failed = false;
    try {
      const answer = await workflowApi.suggest(intent.trim());
      setSuggestion(answer);
      setArrival(texts.arrived(answer.name, answer.alternatives?.length ?? 0));
    } catch (err) {
      // The server says why (a character not allowed, too many requests); a request that never
      // reached it has no reason to give.
      setRefusal(
        err instanceof ApiError
          ? err.message
          : `${toasts.suggestFailed.title}. ${toasts.suggestFailed.description}`,
      );
      failed = true;
    } finally {
      setLoading(false);
    }
    // A refused request is to be changed and sent again: focus goes to it, which the refusal
    // below it describes.
    if (failed) requestAnimationFrame(() => intentBox.current?.focus());
  }

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        frame="wide"
        // The request box, not Close: what is typed first is the request (a space typed on
        // Close closed the dialog).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          intentBox.current?.focus();
        }}
      >
        <DialogHeader closeLabel={workflowsPage.suggestions.closeLabel}>
          <DialogTitle size="responsive">{texts.title}</DialogTitle>
        </DialogHeader>
        <DialogDescription className="mt-1 mb-5 text-ink-muted">
          {texts.description}
        </DialogDescription>
        <form
          method="post"
          onSubmit={(e) => {
            e.preventDefault();
            void request();
          }}
        >
          <label htmlFor={fieldId} className="mb-1.5 block text-sm font-semibold">
            {texts.intentLabel}
          </label>
          <textarea
            ref={intentBox}
            id={fieldId}
            value={intent}
            onChange={(e) => {
              setIntent(e.target.value);
              setRefusal(null);
            }}
            placeholder={texts.intentPlaceholder}
            rows={3}
            maxLength={1000}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? errorId : undefined}
            className={`${inputClass} resize-y`}
          />
          {refusal && (
            <p id={errorId} role="alert" className={`mt-1.5 text-sm text-danger ${visitorText}`}>
              {refusal}
            </p>
          )}
          <p className="mt-4 mb-2 flex items-center gap-2 text-sm font-semibold">
            <Lightbulb className="size-4 text-warning" aria-hidden="true" />
            {texts.samplesLabel}
          </p>
          <ul className="flex flex-wrap gap-2">
            {texts.samplePrompts.map((prompt) => (
              <li key={prompt}>
                <button
                  type="button"
                  onClick={() => setIntent(prompt)}
                  className="min-h-9 rounded-full border border-line px-3 py-1 text-left text-sm max-lg:min-h-11 hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                >
                  {prompt}
                </button>
              </li>
            ))}
          </ul>
          <Button
            type="submit"
            className="mt-5"
            disabled={intent.length === 0}
            unavailable={loading}
          >
            <Sparkles className="size-4" aria-hidden="true" />
            {loading ? texts.loadingLabel : texts.requestLabel}
          </Button>
        </form>
        <p role="status" className="sr-only">
          {arrival}
        </p>
        {suggestion && (
          <>
            <SuggestionCard
              suggestion={suggestion}
              titleId="suggestion-title"
              titleRef={answerTitle}
              useLabel={texts.useLabel}
              onUse={onUse}
            />
            {suggestion.alternatives && suggestion.alternatives.length > 0 && (
              <section aria-labelledby="suggestion-alternatives-title" className="mt-6">
                <h3 id="suggestion-alternatives-title" className="text-base font-bold">
                  {texts.alternativesTitle}
                </h3>
                {suggestion.alternatives.map((alternative, i) => (
                  <SuggestionCard
                    key={`${alternative.name}-${i}`}
                    suggestion={alternative}
                    titleId={`suggestion-alternative-${i}`}
                    useLabel={texts.alternativeButtonLabel}
                    useName={texts.alternativeButtonName(alternative.name)}
                    onUse={onUse}
                  />
                ))}
              </section>
            )}
          </>
        )}
      </DialogContent>
    </DialogRoot>
  );
}
