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
 * Inline, before any script: capture-phase listeners on the window, the first to see a click or
 * a submit. A button that submits a form is left to the form; any other button, and any element
 * marked `data-replay`, is held: its click is stopped so nothing half-handles it. A form marked
 * `data-native-submit` (it posts to a page action, or asks a page by GET for nothing personal)
 * submits natively; any other form's submit is held too and sent again once its scripts run, so
 * a form that needs them never posts where nothing answers it, and never by GET.
 */
export const tapCaptureScript = `(function(){var d=document,w=window,q=w.__rwTaps=[];function hold(t){t.setAttribute('${pendingTapAttribute}','');t.setAttribute('aria-busy','true')}function h(e){if(d.documentElement.dataset.hydrated)return;var t=e.target&&e.target.closest&&e.target.closest('button,[role="button"],[data-replay]');if(!t||t.disabled)return;if(t.tagName==='BUTTON'&&t.type==='submit'&&t.form)return;e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(t)<0){q.push(t);hold(t)}}function s(e){if(d.documentElement.dataset.hydrated)return;var f=e.target;if(!f||f.tagName!=='FORM'||f.hasAttribute('data-native-submit'))return;e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(f)<0){q.push(f);f.__rwSubmitter=e.submitter||null;hold(e.submitter||f)}}w.addEventListener('click',h,true);w.addEventListener('submit',s,true)})();`;

type Held = HTMLElement & { __rwSubmitter?: HTMLElement | null };

function release(element: HTMLElement) {
  element.removeAttribute(pendingTapAttribute);
  element.removeAttribute("aria-busy");
}

/** Presses again, once each, the controls pressed (and sends the forms sent) before hydration. */
export function replayTaps(): void {
  const held = (window as { __rwTaps?: Held[] }).__rwTaps;
  if (!held?.length) return;
  const taps = held.splice(0);
  for (const control of taps) {
    if (control instanceof HTMLFormElement) {
      const submitter = (control as Held).__rwSubmitter ?? null;
      release(submitter ?? control);
      if (!control.isConnected) continue;
      const by = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement;
      control.requestSubmit(by && submitter.form === control ? submitter : null);
    } else {
      release(control);
      if (control.isConnected) control.click();
    }
  }
}
