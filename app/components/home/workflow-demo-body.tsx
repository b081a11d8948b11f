import { Check, Play, RotateCcw } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { timings, workflowDemo } from "@content/home";
import { Button, buttonClass } from "~/components/ui/button";
import { stepIcons } from "./step-icons";

type Step = (typeof workflowDemo.steps)[number];
type StepId = Step["id"];
type StepState = "idle" | "active" | "completed";

const { steps, links } = workflowDemo;
const indexOf = (id: StepId) => steps.findIndex((s) => s.id === id);

/**
 * Connector paths in a 100×32 box stretched over the row between two diagram rows. The grid
 * puts single steps at 50 % and the two parallel steps at 25 % and 75 % of the width.
 */
const linkPaths: Record<string, { row: 0 | 1 | 2; d: string }> = {
  "intake-condition": { row: 0, d: "M50 0 V32" },
  "condition-file": { row: 1, d: "M50 0 V16 H25 V32" },
  "condition-sms": { row: 1, d: "M50 0 V16 H75 V32" },
  "file-crm": { row: 2, d: "M25 0 V16 H50 V32" },
  "sms-crm": { row: 2, d: "M75 0 V16 H50 V32" },
};

/**
 * null: idle. 0..steps.length-1: that step runs, earlier ones are completed.
 * steps.length: every step completed, waiting for the automatic reset.
 */
type Tick = number | null;

function stepState(index: number, tick: Tick): StepState {
  if (tick === null) return "idle";
  if (index < tick) return "completed";
  return index === tick ? "active" : "idle";
}

const nodeTone: Record<StepState, string> = {
  idle: "border-line bg-surface",
  active: "border-primary bg-primary-tint ring-4 ring-primary/15",
  completed: "border-success bg-surface",
};

const tileTone: Record<StepState, string> = {
  idle: "bg-primary-tint text-primary",
  active: "bg-primary text-white",
  completed: "bg-success text-white",
};

function DemoStep({ step, state, wide }: { step: Step; state: StepState; wide?: boolean }) {
  const Icon = state === "completed" ? Check : stepIcons[step.icon];
  const nameId = `demo-step-${step.id}`;
  return (
    <div className={wide ? "col-span-2 mx-auto w-2/3 px-1.5 sm:w-1/2" : "px-1.5"}>
      {/* biome-ignore lint/a11y/useSemanticElements: a diagram node, not a form fieldset */}
      <div
        role="group"
        aria-labelledby={nameId}
        aria-current={state === "active" ? "step" : undefined}
        className={`flex h-full items-center gap-2.5 rounded-[var(--radius-control)] border px-2.5 py-2.5 transition-[background-color,border-color,box-shadow] duration-200 ease-out sm:gap-3 sm:px-3 ${nodeTone[state]}`}
      >
        <span
          className={`hidden size-8 shrink-0 items-center justify-center rounded-lg transition-colors duration-200 ease-out sm:inline-flex ${tileTone[state]}`}
          aria-hidden="true"
        >
          <Icon className="size-4" />
        </span>
        <span className="min-w-0 leading-tight">
          <span id={nameId} className="block text-sm font-semibold">
            {step.name}
          </span>
          <span
            className={`mt-0.5 block text-sm ${
              state === "active"
                ? "font-medium text-primary"
                : state === "completed"
                  ? "font-medium text-success"
                  : "text-ink-muted"
            }`}
          >
            {state === "idle" ? step.detail : workflowDemo.stepState[state]}
          </span>
        </span>
      </div>
    </div>
  );
}

function Connectors({ row, tick }: { row: 0 | 1 | 2; tick: Tick }) {
  return (
    <svg
      className="col-span-2 block h-8 w-full overflow-visible"
      viewBox="0 0 100 32"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {links.map(([source, target]) => {
        const path = linkPaths[`${source}-${target}`];
        if (!path || path.row !== row) return null;
        const done = stepState(indexOf(source), tick) === "completed";
        return (
          <path
            key={`${source}-${target}`}
            d={path.d}
            fill="none"
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
            className={`transition-[stroke] duration-200 ease-out ${done ? "stroke-primary" : "stroke-line"}`}
          />
        );
      })}
    </svg>
  );
}

export default function WorkflowDemoBody() {
  const [tick, setTick] = useState<Tick>(null);
  const timers = useRef<number[]>([]);
  const diagramRef = useRef<HTMLDivElement>(null);

  const clearTimers = () => {
    for (const id of timers.current) window.clearTimeout(id);
    timers.current = [];
  };
  useEffect(
    () => () => {
      for (const id of timers.current) window.clearTimeout(id);
    },
    [],
  );

  const running = tick !== null && tick < steps.length;
  const finished = tick === steps.length;

  // Every timer is scheduled from the click, so the timeline never drifts with render timing.
  const start = () => {
    clearTimers();
    setTick(0);
    for (let i = 1; i <= steps.length; i++) {
      timers.current.push(window.setTimeout(() => setTick(i), i * timings.demoStepMs));
    }
    timers.current.push(
      window.setTimeout(
        () => setTick(null),
        steps.length * timings.demoStepMs + timings.demoResetMs,
      ),
    );
    // The pressed button turns disabled; keep keyboard focus in the dialog, on what changes.
    diagramRef.current?.focus();
  };

  const reset = () => {
    clearTimers();
    setTick(null);
  };

  const status =
    tick === null
      ? workflowDemo.status.idle
      : finished
        ? workflowDemo.status.done
        : workflowDemo.status.running(tick + 1, steps.length, steps[tick].name);

  const [intake, condition, file, sms, crm] = steps;
  const state = (s: Step) => stepState(indexOf(s.id), tick);

  return (
    <div className="mt-6">
      {/* biome-ignore lint/a11y/useSemanticElements: a diagram, not a form fieldset */}
      <div
        ref={diagramRef}
        tabIndex={-1}
        role="group"
        aria-label={workflowDemo.diagramLabel}
        className="grid grid-cols-2 rounded-[var(--radius-card)] border border-line bg-surface-alt px-2 py-5 outline-offset-4 sm:px-6"
      >
        <DemoStep step={intake} state={state(intake)} wide />
        <Connectors row={0} tick={tick} />
        <DemoStep step={condition} state={state(condition)} wide />
        <Connectors row={1} tick={tick} />
        <DemoStep step={file} state={state(file)} />
        <DemoStep step={sms} state={state(sms)} />
        <Connectors row={2} tick={tick} />
        <DemoStep step={crm} state={state(crm)} wide />
      </div>

      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className="text-sm text-ink-muted">
          {status}
        </p>
        <div className="flex gap-3">
          <Button variant="secondary" onClick={reset} disabled={!finished} className="flex-1">
            <RotateCcw className="size-4" aria-hidden="true" />
            {workflowDemo.reset}
          </Button>
          <Button onClick={start} disabled={running} className="flex-1">
            <Play className="size-4" aria-hidden="true" />
            {workflowDemo.start}
          </Button>
        </div>
      </div>

      <div className="mt-6 flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary">{workflowDemo.learnMore}</Button>
        </Dialog.Close>
        {/* A full page load on purpose: the editor page starts from a fresh document. */}
        <a href={workflowDemo.startBuildingHref} className={buttonClass("primary")}>
          {workflowDemo.startBuilding}
        </a>
      </div>
    </div>
  );
}
