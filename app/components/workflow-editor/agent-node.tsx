import { workflowsPage } from "@content/workflows-page";
import { Handle, type NodeProps, Position, useNodeConnections } from "@xyflow/react";
import {
  AlertTriangle,
  CheckCircle2,
  Clock,
  History,
  Loader2,
  MinusCircle,
  X,
  XCircle,
} from "lucide-react";
import { createContext, memo, useContext } from "react";
import { agentIcon } from "./agent-icons";
import { runStateText } from "./run-log";
import { visitorText } from "./visitor-text";
import type { AgentNode } from "./types";

const texts = workflowsPage.editor;

/**
 * The editor's node actions, given to every node without putting callbacks in node data.
 * `readOnly`: the phone's picture of the workflow, whose steps are edited in the list.
 */
export const NodeActions = createContext<{ remove: (id: string) => void; readOnly?: boolean }>({
  remove: () => {},
});

const runRing: Record<string, string> = {
  waiting: "ring-2 ring-line ring-offset-2 ring-offset-surface",
  running: "ring-2 ring-primary",
  succeeded: "ring-2 ring-success",
  failed: "ring-2 ring-danger",
  skipped: "opacity-60",
  stale: "border-dashed",
};

const runText: Record<string, string> = {
  waiting: "text-ink-muted",
  running: "text-primary",
  succeeded: "text-success",
  failed: "text-danger",
  skipped: "text-ink-muted",
  stale: "text-ink-muted",
};

const runIcon = {
  waiting: Clock,
  running: Loader2,
  succeeded: CheckCircle2,
  failed: XCircle,
  skipped: MinusCircle,
  stale: History,
};

/** 16 px dots with a 32 px hit area around them: easy to find and to hit by mouse or finger. */
const handleClass =
  "!size-4 !border-2 !border-surface !bg-primary after:absolute after:-inset-2 after:content-['']";
/** A condition's two dots: on its right edge one above the other, on its bottom edge side by side. */
const branchDots = {
  across: { yes: { top: "35%" }, no: { top: "70%" } },
  down: { yes: { left: "30%" }, no: { left: "70%" } },
};

/**
 * A step draws only its id, data and selection; React Flow also passes its position and size,
 * which change when it is measured or dragged, and re-rendering every step then was most of
 * the cost of opening a large workflow.
 */
function sameStep(before: NodeProps<AgentNode>, after: NodeProps<AgentNode>): boolean {
  return (
    before.id === after.id &&
    before.data === after.data &&
    before.selected === after.selected &&
    before.sourcePosition === after.sourcePosition &&
    before.targetPosition === after.targetPosition
  );
}

/** One step on the canvas: icon, name, type, problems, run state and a remove button. */
export const AgentNodeView = memo(function AgentNodeView({
  id,
  data,
  selected,
  sourcePosition = Position.Right,
  targetPosition = Position.Left,
}: NodeProps<AgentNode>) {
  const { remove, readOnly } = useContext(NodeActions);
  if (readOnly) return <PictureStep id={id} data={data} />;
  const down = sourcePosition === Position.Bottom;
  const dots = down ? branchDots.down : branchDots.across;
  const Icon = agentIcon(data.template?.icon ?? "Bot");
  const problems = data.problems ?? [];
  const isCondition = data.agentTemplateId === "condition";
  const statusText = data.runStatus ? runStateText(data.runStatus, data.skipReason) : null;
  const StatusIcon = data.runStatus ? runIcon[data.runStatus] : null;
  return (
    <div
      data-testid={`node-${id}`}
      data-run-status={data.runStatus}
      className={`w-60 rounded-[var(--radius-control)] border bg-surface p-3 text-left shadow-sm ${
        selected
          ? "border-primary ring-2 ring-primary/30"
          : problems.length
            ? "border-warning"
            : "border-line"
      } ${data.runStatus ? runRing[data.runStatus] : ""}`}
    >
      <Handle type="target" position={targetPosition} className={handleClass} />
      <div className="flex items-start gap-2">
        <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-md bg-primary-tint text-primary">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          {/* Two lines before it is cut, and the whole name on hover: a condition's name is its
              check ("If amount under 500"), which cut short says nothing. */}
          <p
            data-step-name=""
            title={data.label}
            className="line-clamp-2 text-sm font-semibold break-words text-ink"
          >
            {data.label}
          </p>
          <p className="truncate text-xs text-ink-muted">
            {data.template?.name ?? data.agentTemplateId}
          </p>
        </div>
        <button
          type="button"
          aria-label={texts.removeNodeLabel(data.spoken ?? data.label)}
          className="nodrag inline-flex size-7 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-surface-alt hover:text-danger focus-visible:outline-2 focus-visible:outline-primary"
          onClick={(e) => {
            e.stopPropagation();
            remove(id);
          }}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      {statusText && StatusIcon && data.runStatus && (
        <p
          className={`mt-2 flex items-center gap-1 text-xs font-semibold ${runText[data.runStatus]}`}
          data-testid={`node-${id}-status`}
        >
          <StatusIcon
            className={`size-3.5 shrink-0 ${data.runStatus === "running" ? "animate-spin motion-reduce:animate-none" : ""}`}
            aria-hidden="true"
          />
          {statusText}
        </p>
      )}
      {data.runStatus === "failed" && data.runError && (
        <p
          className={`mt-1 line-clamp-6 text-xs text-danger ${visitorText}`}
          data-testid={`node-${id}-error`}
        >
          {/* What its input had is in the run log; the step says what is missing and where from. */}
          {data.runError.replace(/ \(it (has|is empty)[^)]*\)/, "")}
        </p>
      )}
      {problems.length > 0 && (
        <ul className="mt-2 space-y-0.5 text-xs text-warning">
          {problems.slice(0, 2).map((p) => (
            <li key={p} className="flex gap-1">
              <AlertTriangle className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
              <span className={visitorText}>{p}</span>
            </li>
          ))}
        </ul>
      )}
      {isCondition ? (
        <>
          <Handle
            id="yes"
            type="source"
            position={sourcePosition}
            style={dots.yes}
            className={handleClass}
          />
          <BranchLabel
            branch="yes"
            className={`text-success ${
              down
                ? "top-full left-[30%] mt-2 -translate-x-[130%]"
                : "top-[35%] -right-8 -translate-y-1/2"
            }`}
          />
          <Handle
            id="no"
            type="source"
            position={sourcePosition}
            style={dots.no}
            className={`${handleClass} !bg-danger`}
          />
          <BranchLabel
            branch="no"
            className={`text-danger ${
              down
                ? "top-full left-[70%] mt-2 translate-x-[40%]"
                : "top-[70%] -right-7 -translate-y-1/2"
            }`}
          />
        </>
      ) : (
        <Handle type="source" position={sourcePosition} className={handleClass} />
      )}
    </div>
  );
}, sameStep);

/**
 * A condition's dot's label, while nothing leaves that dot: it says which dot to drag from. Once
 * a connection leaves it, the connection carries the label (`StepEdge`); both drawn, the two
 * said the branch twice and covered each other under the step.
 */
function BranchLabel({ branch, className }: { branch: "yes" | "no"; className: string }) {
  const used = useNodeConnections({ handleType: "source", handleId: branch }).length > 0;
  if (used) return null;
  return (
    <span
      data-branch-label=""
      className={`pointer-events-none absolute text-sm font-semibold ${className}`}
    >
      {branch === "yes" ? texts.yesLabel : texts.noLabel}
    </span>
  );
}

/** The picture's dots: where its connections meet the step, not something to drag. */
// Drawn, not pressed: the picture's steps are connected in the list above it.
const pictureDot = "!pointer-events-none !size-1.5 !min-h-0 !min-w-0 !border-0 !bg-line";

/**
 * A step in the phone's picture of the workflow: its name alone, two lines at most, at the size
 * the canvas sets in `--picture-label` for the picture's zoom, so that it is never under 12 px
 * on the screen. The list above the picture has the rest of the step, and its controls.
 */
function PictureStep({ id, data }: { id: string; data: AgentNode["data"] }) {
  const problems = data.problems ?? [];
  return (
    <div
      data-testid={`node-${id}`}
      data-run-status={data.runStatus}
      className={`flex size-full items-center rounded-[var(--radius-control)] border bg-surface px-3 text-left shadow-sm ${
        problems.length ? "border-warning" : "border-line"
      } ${data.runStatus ? runRing[data.runStatus] : ""}`}
    >
      <Handle type="target" position={Position.Top} className={pictureDot} isConnectable={false} />
      <p
        data-step-name=""
        className="line-clamp-2 text-[length:var(--picture-label)] leading-tight font-semibold break-words text-ink"
      >
        {data.label}
      </p>
      {data.agentTemplateId === "condition" ? (
        <>
          <Handle
            id="yes"
            type="source"
            position={Position.Bottom}
            style={branchDots.down.yes}
            className={pictureDot}
            isConnectable={false}
          />
          <Handle
            id="no"
            type="source"
            position={Position.Bottom}
            style={branchDots.down.no}
            className={pictureDot}
            isConnectable={false}
          />
        </>
      ) : (
        <Handle
          type="source"
          position={Position.Bottom}
          className={pictureDot}
          isConnectable={false}
        />
      )}
    </div>
  );
}

/** Defined once at module level: a new object each render makes React Flow remount every node. */
export const nodeTypes = { agent: AgentNodeView };
