import type { AgentTemplate, ExecutionRecord, WorkflowRecord } from "@lib/workflows";
import { workflowsPage } from "@content/workflows-page";
import { contactFormAnchor } from "@content/navigation";
import { linkUntilScripts } from "~/components/layout/without-scripts";
import { Plus, Search, Sparkles, Workflow } from "lucide-react";
import { useSearchParams } from "react-router";
import {
  type ComponentProps,
  lazy,
  Suspense,
  use,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { Button } from "~/components/ui/button";
import { IconTile } from "~/components/ui/card";
import { UnavailableNotice } from "./unavailable-notice";
import { inputClass } from "~/components/ui/input-class";
import { Section, SectionHeader } from "~/components/ui/section";
import { toast } from "~/components/ui/toast-store";
import { AgentsGrid } from "./agents-grid";
import type { EditorSubject } from "~/components/workflow-editor/editor-subject";
import { WorkflowCard, WorkflowCardSkeleton } from "./workflow-card";
import { isStale, workflowApi } from "~/components/workflow-editor/workflow-api";
import { inListWords } from "~/components/workflow-editor/list-words";
import { useFloatingChatAside } from "~/components/chat/chat-context";

type EditorModule = typeof import("~/components/workflow-editor/workflow-editor");
type SettledPromise<T> = Promise<T> & { status?: "fulfilled"; value?: T };
let editorModule: SettledPromise<EditorModule> | null = null;

// The editor (React Flow, dagre) loads only when it opens: the list page stays light. Pointing
// at a card or the New button starts the download early.
function loadEditor(): Promise<EditorModule> {
  if (!editorModule) {
    const loading: SettledPromise<EditorModule> = import(
      "~/components/workflow-editor/workflow-editor"
    );
    loading.then(
      (module) => Object.assign(loading, { status: "fulfilled", value: module }),
      () => {
        editorModule = null;
      },
    );
    editorModule = loading;
  }
  return editorModule;
}

/**
 * Not React.lazy: a lazy component suspends on its first render even when its code is already
 * here, and React then holds the content back until 300 ms after the fallback showed
 * (FALLBACK_THROTTLE_MS), which was a quarter of the time a 200-step editor took to open. `use`
 * returns a promise already marked fulfilled at once (the status/value fields React itself
 * sets on promises it has seen: https://react.dev/reference/react/use), so the fallback only
 * shows while the code is still downloading.
 */
function WorkflowEditor(props: ComponentProps<EditorModule["default"]>) {
  const { default: Editor } = use(loadEditor());
  return <Editor {...props} />;
}
// The dialogs too load when first opened: the list's first load stays within its budget.
const ConfirmDialog = lazy(() =>
  import("~/components/ui/confirm-dialog").then((m) => ({ default: m.ConfirmDialog })),
);
const RunDialog = lazy(() => import("./run-dialog").then((m) => ({ default: m.RunDialog })));
const SuggestionsDialog = lazy(() =>
  import("./suggestions-dialog").then((m) => ({ default: m.SuggestionsDialog })),
);

const texts = workflowsPage.yourAutomations;
/** The query parameter naming the saved workflow open in the editor. */
export const editParam = "edit";

// A page opened on a workflow (a reload, a shared link) shows the editor as soon as React has
// hydrated: its code downloads alongside the page's own scripts, not only once hydration asked.
if (typeof window !== "undefined" && new URLSearchParams(window.location.search).has(editParam)) {
  void loadEditor();
}
const toasts = workflowsPage.toasts;

/**
 * A refusal the server words for the diagram (which dots to drag), as a phone's list editor
 * connects steps instead: the width the editor switches to its list at.
 */
function failureWords(err: unknown, fallback: string): string {
  if (!(err instanceof Error)) return fallback;
  return window.matchMedia("(max-width: 1023px)").matches ? inListWords(err.message) : err.message;
}

export function matches(workflow: WorkflowRecord, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return `${workflow.name}\n${workflow.description ?? ""}`.toLowerCase().includes(q);
}

type Props = {
  initialWorkflows: WorkflowRecord[];
  /** What keeps each of them from being activated (`blockedReasons`), read by the loader. */
  initialBlocked: Record<number, string>;
  templates: AgentTemplate[];
  visitorId: string | null;
  initialQuery: string;
  onRequestHelp: (trigger: HTMLElement) => void;
};

/** 'Your Automations', 'Available AI Agents', and the editor that replaces them while open. */
export function Workspace({
  initialWorkflows,
  initialBlocked,
  templates,
  visitorId,
  initialQuery,
  onRequestHelp,
}: Props) {
  const [workflows, setWorkflows] = useState(initialWorkflows);
  const [blocked, setBlocked] = useState(initialBlocked);
  const [loading, setLoading] = useState(false);
  const [query, setQuery] = useState(initialQuery);
  const [editor, setEditor] = useState<EditorSubject | null>(null);
  const [deleting, setDeleting] = useState<{
    workflow: WorkflowRecord;
    trigger: HTMLElement;
  } | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [run, setRun] = useState<{
    workflow: WorkflowRecord;
    execution: ExecutionRecord;
    trigger: HTMLElement;
  } | null>(null);
  const suggestButton = useRef<HTMLButtonElement>(null);
  // The control that opened the editor, found again once the editor closes (the list it was
  // in was not shown meanwhile): focus goes back there, not to the top of the page.
  const opener = useRef<(() => HTMLElement | null) | null>(null);
  /** Opened by a control on the list (not restored from the URL): the editor takes focus. */
  const openedByControl = useRef(false);
  const [unavailable, setUnavailable] = useState<"elsewhere" | "malformed" | null>(null);
  function openEditor(subject: EditorSubject, from: () => HTMLElement | null) {
    setUnavailable(null);
    opener.current = from;
    openedByControl.current = true;
    setEditor(subject);
  }

  // A saved workflow open in the editor is in the URL (?edit=<id>), so a reload reopens it; a
  // draft never saved has no URL to keep. Replaced, not pushed: Back leaves the page as before.
  const [searchParams, setSearchParams] = useSearchParams();
  const editedId = editor?.kind === "edit" ? String(editor.workflow.id) : null;
  const restored = useRef(false);
  // The workflow the URL names, until the editor shows it: the effect below runs in the same
  // commit as the one that opens it, before `editor` is set, and would otherwise take the id out
  // of the URL and put it back a moment later (two navigations, and a reload in between lost it).
  const restoring = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(() => {
    const id = Number(searchParams.get(editParam));
    const workflow = initialWorkflows.find((w) => w.id === id);
    if (workflow) {
      opener.current = () =>
        document.querySelector<HTMLElement>(`[data-edit-workflow="${workflow.id}"]`);
      restoring.current = String(workflow.id);
      setEditor({ kind: "edit", workflow });
    } else if (searchParams.has(editParam)) {
      // A link to a workflow of another browser, or one deleted since: said, not silently
      // dropped (the URL loses it all the same, below).
      setUnavailable(
        /^[1-9]\d{0,15}$/.test(searchParams.get(editParam) ?? "") ? "elsewhere" : "malformed",
      );
    }
    restored.current = true;
  }, []);
  useEffect(() => {
    if (!restored.current) return;
    if (restoring.current !== null) {
      if (editedId !== restoring.current) return;
      restoring.current = null;
    }
    if (searchParams.get(editParam) === editedId) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (editedId) next.set(editParam, editedId);
        else next.delete(editParam);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [editedId, searchParams, setSearchParams]);
  // Only when the editor closes: the first run, in the same commit as the one restoring an
  // editor from the URL, would otherwise take the opener before the editor was ever shown, and
  // a Save or Close then left focus on the page.
  const wasOpen = useRef(false);
  useEffect(() => {
    const closed = wasOpen.current && !editor;
    wasOpen.current = editor !== null;
    if (!closed || !opener.current) return;
    const target = opener.current();
    opener.current = null;
    openedByControl.current = false;
    target?.focus();
  }, [editor]);
  // After a Save, the saved workflow's card, once the list has it: on a phone the list is long
  // and the card may be far below the button that opened the editor, which focus returns to.
  const savedCard = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list arriving with the saved card answers it
  useEffect(() => {
    if (editor || savedCard.current === null) return;
    const card = document.querySelector<HTMLElement>(`[data-edit-workflow="${savedCard.current}"]`);
    if (!card) return;
    savedCard.current = null;
    card.focus({ preventScroll: true });
    card.closest("article")?.scrollIntoView({ block: "center" });
  }, [editor, workflows]);
  const [suggesting, setSuggesting] = useState(false);
  const searchId = useId();
  // The editor fills the screen with controls; the floating chat button would cover some.
  useFloatingChatAside(editor !== null);

  const shown = useMemo(() => workflows.filter((w) => matches(w, query)), [workflows, query]);

  async function refetch() {
    setLoading(true);
    try {
      const list = await workflowApi.list(visitorId);
      // Read before the list shows, so that no card says a moment why it is inactive wrongly.
      const reasons = await import("./blocked").then(
        (m) => m.blockedReasons(list),
        () => null,
      );
      setWorkflows(list);
      if (reasons) setBlocked(reasons);
    } catch {
      // The list stays as it was; the next action refetches again.
    } finally {
      setLoading(false);
    }
  }

  async function confirmDelete() {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    try {
      await workflowApi.remove(target.workflow.id, target.workflow.version);
      toast({ ...toasts.deleted, variant: "success" });
      await refetch();
    } catch (err) {
      if (isStale(err)) {
        toast({ ...toasts.staleDelete, variant: "destructive" });
        await refetch();
        return;
      }
      toast({
        title: toasts.deleteFailed.title,
        description: err instanceof Error ? err.message : toasts.deleteFailed.description,
        variant: "destructive",
      });
      // The card stays, so its Delete button is where the visitor was.
      if (target.trigger.isConnected) target.trigger.focus();
    }
  }

  async function toggle(workflow: WorkflowRecord, isActive: boolean) {
    setBusy(workflow.id);
    try {
      const updated = await workflowApi.setActive(workflow.id, isActive, workflow.version);
      setWorkflows((list) => list.map((w) => (w.id === updated.id ? updated : w)));
    } catch (err) {
      if (isStale(err)) {
        toast({ ...toasts.staleToggle, variant: "destructive" });
        await refetch();
        return;
      }
      toast({
        title: toasts.toggleFailed.title,
        description: failureWords(err, toasts.toggleFailed.description),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  }

  async function start(workflow: WorkflowRecord, trigger: HTMLElement) {
    setBusy(workflow.id);
    try {
      setRun({ workflow, execution: await workflowApi.run(workflow.id), trigger });
    } catch (err) {
      toast({
        title: toasts.runFailed.title,
        description: failureWords(err, toasts.runFailed.description),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  }

  if (editor) {
    // The editor takes the page's whole width (up to a wide screen's), not the text column's.
    return (
      <section className="bg-surface-alt py-6 md:py-8">
        <div className="mx-auto w-full max-w-[1600px] px-4 sm:px-6">
          <Suspense
            fallback={
              <div
                role="status"
                className="h-[70vh] animate-pulse rounded-[var(--radius-card)] bg-line motion-reduce:animate-none"
              >
                <span className="sr-only">{workflowsPage.editor.regionLabel}</span>
              </div>
            }
          >
            <WorkflowEditor
              subject={editor}
              templates={templates}
              focusOnOpen={openedByControl.current}
              onClose={(changed, savedId) => {
                savedCard.current = savedId ?? null;
                setEditor(null);
                if (changed) void refetch();
              }}
            />
          </Suspense>
        </div>
      </section>
    );
  }

  return (
    <Section tone="alt" labelledBy="your-automations-title">
      <SectionHeader
        id="your-automations-title"
        eyebrow={texts.eyebrow}
        title={texts.title}
        lead={texts.lead}
        align="left"
      />
      <div className="mb-6 flex flex-col gap-3 md:flex-row md:items-end">
        {/* A search words only (never personal), which the page's loader reads without scripts. */}
        <form
          method="get"
          data-native-submit=""
          className="md:flex-1"
          onSubmit={(e) => e.preventDefault()}
        >
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-semibold">
            {texts.searchLabel}
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
              aria-hidden="true"
            />
            <input
              id={searchId}
              type="search"
              name="q"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={texts.searchPlaceholder}
              className={`${inputClass} pl-9`}
            />
          </div>
        </form>
        {/* Only scripts make these work: not shown without them; a press before hydration is held
            and pressed again once React has taken over, never lost to a disabled button. */}
        <div className="flex flex-wrap gap-2 scriptless:hidden">
          <Button ref={suggestButton} variant="secondary" onClick={() => setSuggesting(true)}>
            <Sparkles className="size-4" aria-hidden="true" />
            {texts.suggestLabel}
          </Button>
          <Button
            ref={newButton}
            onClick={() => openEditor({ kind: "new" }, () => newButton.current)}
            onPointerEnter={() => void loadEditor()}
            onFocus={() => void loadEditor()}
          >
            <Plus className="size-4" aria-hidden="true" />
            {texts.newLabel}
          </Button>
        </div>
      </div>

      {unavailable && <UnavailableNotice malformed={unavailable === "malformed"} />}
      <div aria-busy={loading} aria-live="polite">
        {loading && workflows.length === 0 ? (
          <div role="status" className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only">{texts.loadingLabel}</span>
            <WorkflowCardSkeleton />
            <WorkflowCardSkeleton />
            <WorkflowCardSkeleton />
          </div>
        ) : shown.length > 0 ? (
          <ul
            className="grid gap-4 md:grid-cols-2 lg:grid-cols-3"
            onPointerEnter={() => void loadEditor()}
            onFocus={() => void loadEditor()}
          >
            {shown.map((w) => (
              <li key={w.id} className="grid min-w-0">
                <WorkflowCard
                  workflow={w}
                  blocked={blocked[w.id]}
                  busy={busy === w.id}
                  onEdit={() =>
                    openEditor({ kind: "edit", workflow: w }, () =>
                      document.querySelector<HTMLElement>(`[data-edit-workflow="${w.id}"]`),
                    )
                  }
                  onDelete={(trigger) => setDeleting({ workflow: w, trigger })}
                  onRun={(trigger) => void start(w, trigger)}
                  onToggle={(active) => void toggle(w, active)}
                />
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-line bg-surface px-6 py-12 text-center">
            <IconTile icon={Workflow} />
            <h3 className="mt-4 text-xl font-semibold">
              {workflows.length === 0 ? texts.emptyTitle : texts.noMatchesTitle}
            </h3>
            <p className="mt-2 max-w-md text-ink-muted">
              {workflows.length === 0 ? texts.emptyText : texts.noMatchesText}
            </p>
          </div>
        )}
      </div>
      <p className="mt-6 text-sm text-ink-muted">
        {texts.helpTitle} {/* Without scripts, the consultation form this dialog sends. */}
        <a
          href={`/contact#${contactFormAnchor}`}
          className="font-semibold text-primary underline-offset-4 hover:underline"
          {...linkUntilScripts}
          onClick={(e) => {
            e.preventDefault();
            onRequestHelp(e.currentTarget);
          }}
        >
          {texts.helpCtaLabel}
        </a>
      </p>

      <AgentsGrid templates={templates} />

      <Suspense fallback={null}>
        {deleting && (
          <ConfirmDialog
            open
            title={texts.deleteConfirm}
            description={deleting.workflow.name}
            confirmLabel={texts.deleteConfirmAction}
            cancelLabel={texts.cancelLabel}
            onConfirm={() => void confirmDelete()}
            onOpenChange={(open) => !open && setDeleting(null)}
            // Deleted, the card and its button go away: focus waits on New Workflow, above
            // the list, instead of falling to <body>.
            returnFocus={(confirmed) => (confirmed ? newButton.current : deleting.trigger)}
          />
        )}
        {run && (
          <RunDialog
            workflow={run.workflow}
            started={run.execution}
            onOpenChange={(open) => !open && setRun(null)}
            returnFocus={run.trigger}
          />
        )}
        {suggesting && (
          <SuggestionsDialog
            open
            onOpenChange={setSuggesting}
            onUse={(suggestion) => {
              setSuggesting(false);
              openEditor({ kind: "suggestion", suggestion }, () => suggestButton.current);
            }}
          />
        )}
      </Suspense>
    </Section>
  );
}
