import { BaseEdge, type EdgeProps, getBezierPath, ViewportPortal } from "@xyflow/react";
import { memo, useContext } from "react";
import { NodeActions } from "./agent-node";
import { useEditorStore } from "./editor-context";
import { branchLabelPoint } from "./edge-label";
import type { FlowEdge } from "./types";

const branchLook = {
  yes: "border-success text-success",
  no: "border-danger text-danger",
};

/**
 * A connection on the diagram: React Flow's curve, and at its middle its place for the keyboard
 * and its branch's label. React Flow draws every connection before every step, so connections
 * that take focus themselves came first in the Tab order; the canvas makes them unfocusable
 * (`edgesFocusable`) and each draws this control in the layer drawn after the steps
 * (`ViewportPortal`), named as the connection is. Delete on it removes the connection; Enter
 * or a click selects it, and Node Properties says which it is (focus alone selects nothing: a
 * Tab through the diagram would take the selected step's properties away). A branch's label is
 * this control's text: the step's dot carries one only while nothing leaves it, so each branch
 * is labelled once.
 */
export const StepEdge = memo(function StepEdge({
  id,
  sourceX,
  sourceY,
  targetX,
  targetY,
  sourcePosition,
  targetPosition,
  markerEnd,
  style,
  label,
  labelStyle,
  interactionWidth,
  data,
}: EdgeProps<FlowEdge>) {
  const store = useEditorStore();
  const { readOnly } = useContext(NodeActions);
  const [path, x, y] = getBezierPath({
    sourceX,
    sourceY,
    sourcePosition,
    targetX,
    targetY,
    targetPosition,
  });
  const branch = data?.branch;
  const at = branch
    ? branchLabelPoint(
        { x: sourceX, y: sourceY, side: sourcePosition },
        { x: targetX, y: targetY, side: targetPosition },
      )
    : { x, y };
  const place = {
    transform: `translate(-50%, -50%) translate(${at.x}px, ${at.y}px)`,
    fontSize: labelStyle?.fontSize,
  };
  const text = branch ? (
    <span
      className={`block rounded-md border bg-surface px-1.5 leading-tight font-semibold ${branchLook[branch]}`}
    >
      {label}
    </span>
  ) : null;
  return (
    <>
      <BaseEdge
        id={id}
        path={path}
        markerEnd={markerEnd}
        style={style}
        interactionWidth={interactionWidth}
      />
      <ViewportPortal>
        {readOnly ? (
          text && (
            <span aria-hidden="true" data-branch-label="" className="absolute" style={place}>
              {text}
            </span>
          )
        ) : (
          <button
            type="button"
            data-edge-id={id}
            data-branch-label={branch ? "" : undefined}
            className={`nodrag nopan pointer-events-auto absolute rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${
              branch ? "" : "size-4 opacity-0 focus-visible:opacity-100 focus-visible:bg-primary"
            }`}
            style={place}
            onClick={() => store.getState().selectEdge(id)}
          >
            {/* Named by its content, not `aria-label`: the label seen is then part of it. */}
            {text && <span aria-hidden="true">{text}</span>}
            <span className="sr-only">{data?.name}</span>
          </button>
        )}
      </ViewportPortal>
    </>
  );
});

/** Defined once at module level: a new object each render makes React Flow remount every edge. */
export const edgeTypes = { step: StepEdge };
