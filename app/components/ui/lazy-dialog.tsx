import {
  type ComponentType,
  cloneElement,
  type LazyExoticComponent,
  lazy,
  type ReactElement,
  type Ref,
  Suspense,
  useRef,
  useState,
} from "react";

export type DialogState = { open: boolean; onOpenChange: (open: boolean) => void };

/** What a lazily loaded dialog passes to its `DialogContent`: focus goes back to the trigger. */
export type LazyDialogProps = DialogState & { onCloseAutoFocus: (event: Event) => void };

type TriggerProps = {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  "aria-haspopup"?: "dialog";
  "aria-expanded"?: boolean;
};

type DialogModule<P> = {
  Component: LazyExoticComponent<ComponentType<P & LazyDialogProps>>;
  preload: () => void;
};

/** A dialog module loaded on demand; define it at module level, render it with `LazyDialog`. */
export function lazyDialog<P extends object>(
  load: () => Promise<{ default: ComponentType<P & LazyDialogProps> }>,
): DialogModule<P> {
  return {
    Component: lazy(load),
    preload: () => {
      void load();
    },
  };
}

/**
 * A dialog whose code, Radix included, loads on the visitor's first intent (hover, focus, click):
 * the trigger is plain markup, so a page that merely offers a dialog ships none of its script.
 * The dialog mounts after its code arrives, when focus may no longer be on the trigger, so focus
 * is returned to the trigger explicitly on close.
 */
export function LazyDialog<P extends object>({
  dialog,
  trigger,
  open,
  onOpenChange,
  props,
}: DialogState & {
  dialog: DialogModule<P>;
  // biome-ignore lint/suspicious/noExplicitAny: any element that takes the trigger's handlers
  trigger: ReactElement<any>;
  props: P;
}) {
  const [mounted, setMounted] = useState(open);
  const triggerRef = useRef<HTMLElement>(null);
  if (open && !mounted) setMounted(true);
  const { Component, preload } = dialog;
  return (
    <>
      {cloneElement<TriggerProps & { ref: Ref<HTMLElement> }>(trigger, {
        ref: triggerRef,
        onClick: () => onOpenChange(true),
        onPointerEnter: preload,
        onFocus: preload,
        "aria-haspopup": "dialog",
        "aria-expanded": open,
      })}
      {mounted && (
        <Suspense fallback={null}>
          <Component
            {...props}
            open={open}
            onOpenChange={onOpenChange}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              triggerRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
