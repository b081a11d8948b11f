import { workflowsPage } from "@content/workflows-page";
import { LayoutGrid, List, Network, Play, Redo2, Save, Undo2, X } from "lucide-react";
import type { Ref } from "react";
import { useShallow } from "zustand/react/shallow";
import { Button } from "~/components/ui/button";
import { useEditor } from "./editor-context";
import { touchTarget } from "./touch-target";

const texts = workflowsPage.editor;

export type EditorView = "diagram" | "list";

/** The editor's title and its commands: undo, redo, layout, the view, run, save, close. */
export function Toolbar({
  testMode,
  saving,
  running,
  view,
  onView,
  onLayout,
  onRun,
  onSave,
  onClose,
  closeRef,
  saveRef,
  titleRef,
}: {
  testMode: boolean;
  saving: boolean;
  running: boolean;
  /** Null where the view cannot be chosen (a phone shows the list under a preview). */
  view: EditorView | null;
  onView: (view: EditorView) => void;
  /** Auto-layout; none where the steps are only a list and a picture (a phone). */
  onLayout?: () => void;
  onRun: () => void;
  onSave: () => void;
  onClose: () => void;
  closeRef: Ref<HTMLButtonElement>;
  saveRef?: Ref<HTMLButtonElement>;
  /** The editor's heading: where focus lands when a control opened the editor. */
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  const { saved, canUndo, canRedo, empty, undo, redo } = useEditor(
    useShallow((s) => ({
      saved: s.workflowId !== null,
      canUndo: s.past.length > 0,
      canRedo: s.future.length > 0,
      empty: s.nodes.length === 0,
      undo: s.undo,
      redo: s.redo,
    })),
  );
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2
        id="workflow-editor-title"
        ref={titleRef}
        tabIndex={-1}
        className="scroll-mt-24 text-2xl font-bold outline-none"
      >
        {saved ? texts.editTitle : texts.newTitle}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          className={touchTarget}
          variant="ghost"
          onClick={undo}
          unavailable={!canUndo}
          aria-keyshortcuts="Control+Z Meta+Z"
        >
          <Undo2 className="size-4" aria-hidden="true" />
          {texts.undoLabel}
        </Button>
        <Button
          size="sm"
          className={touchTarget}
          variant="ghost"
          onClick={redo}
          unavailable={!canRedo}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
        >
          <Redo2 className="size-4" aria-hidden="true" />
          {texts.redoLabel}
        </Button>
        {view === "diagram" && onLayout && (
          <Button
            className={touchTarget}
            size="sm"
            variant="secondary"
            onClick={onLayout}
            unavailable={empty}
          >
            <LayoutGrid className="size-4" aria-hidden="true" />
            {texts.layoutLabel}
          </Button>
        )}
        {view !== null && (
          <Button
            size="sm"
            className={touchTarget}
            variant="secondary"
            aria-pressed={view === "list"}
            onClick={() => onView(view === "list" ? "diagram" : "list")}
          >
            {view === "list" ? (
              <Network className="size-4" aria-hidden="true" />
            ) : (
              <List className="size-4" aria-hidden="true" />
            )}
            {/* Both labels hold the button's width, the hidden one unread: the button does not
                move under the pointer that pressed it when its label changes. */}
            <span className="grid">
              <span className={`col-start-1 row-start-1 ${view === "list" ? "invisible" : ""}`}>
                {texts.showListLabel}
              </span>
              <span className={`col-start-1 row-start-1 ${view === "list" ? "" : "invisible"}`}>
                {texts.showDiagramLabel}
              </span>
            </span>
          </Button>
        )}
        <Button
          className={touchTarget}
          size="sm"
          variant="secondary"
          onClick={onRun}
          unavailable={saving || running}
        >
          <Play className="size-4" aria-hidden="true" />
          {testMode ? texts.testRunLabel : texts.runLabel}
        </Button>
        <Button
          ref={saveRef}
          className={touchTarget}
          size="sm"
          onClick={onSave}
          unavailable={saving}
        >
          <Save className="size-4" aria-hidden="true" />
          {saving ? texts.savingLabel : texts.saveLabel}
        </Button>
        <Button
          ref={closeRef}
          size="sm"
          className={touchTarget}
          variant="ghost"
          onClick={onClose}
          aria-label={texts.closeLabel}
        >
          <X className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
