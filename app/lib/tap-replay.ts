/**
 * No tap is lost before the scripts run (docs/decisions/0045-taps-before-hydration-are-replayed.md).
 *
 * The scripts start after the first paint, so a visitor can press a control React has not
 * hydrated yet. Links and forms work natively then; a button that only JavaScript makes do
 * something would drop the press. `tapCaptureScript` runs inline in the head, from the first
 * paint: it holds such presses (and marks the control busy, so the visitor sees it was taken),
 * and `replayTaps()` presses them again once React has hydrated. Presses React would see itself
 * (after hydration) are left alone, so none is handled twice.
 */

/** The attribute that marks a pressed control waiting for the scripts. */
export const pendingTapAttribute = "data-tap-pending";

/**
 * Inline, before any script: a capture-phase listener on the window, the first to see a click.
 * A button that submits a form is left to the form (it works without scripts); any other button,
 * and any element marked `data-replay`, is held: its click is stopped so nothing half-handles it.
 */
export const tapCaptureScript = `(function(){var d=document,w=window,q=w.__rwTaps=[];function h(e){if(d.documentElement.dataset.hydrated)return;var t=e.target&&e.target.closest&&e.target.closest('button,[role="button"],[data-replay]');if(!t||t.disabled)return;if(t.tagName==='BUTTON'&&t.type==='submit'&&t.form)return;e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(t)<0){q.push(t);t.setAttribute('${pendingTapAttribute}','');t.setAttribute('aria-busy','true')}}w.addEventListener('click',h,true)})();`;

/** Presses again, once each, the controls pressed before hydration. */
export function replayTaps(): void {
  const held = (window as { __rwTaps?: HTMLElement[] }).__rwTaps;
  if (!held?.length) return;
  const taps = held.splice(0);
  for (const control of taps) {
    control.removeAttribute(pendingTapAttribute);
    control.removeAttribute("aria-busy");
    if (control.isConnected) control.click();
  }
}
