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

/** Set on the root when the scripts failed to load or did not take over in time. */
export const scriptsFailedAttribute = "data-scripts-failed";

/** Marks what was unpacked from a `<noscript>` when the scripts failed, to remove if they arrive. */
export const unpackedAttribute = "data-unpacked";

/**
 * How long a held press waits for the scripts before the page stops waiting. A throttled phone
 * (4x CPU, 1.6 Mbps) hydrates in about 3 s here; a press still unanswered after this long is
 * answered by the page's own HTML instead.
 */
export const scriptsWaitMs = 8000;

/**
 * Inline, before any script: capture-phase listeners on the window, the first to see a click or
 * a submit. A button that submits a form is left to the form; any other button, and any element
 * marked `data-replay`, is held: its click is stopped so nothing half-handles it. A form marked
 * `data-native-submit` (it posts to a page action, or asks a page by GET for nothing personal)
 * submits natively; any other form's submit is held too and sent again once its scripts run, so
 * a form that needs them never posts where nothing answers it, and never by GET.
 *
 * When the scripts cannot come (one of them fails to load: blocked, offline, gone), or a held
 * press has waited `scriptsWaitMs` with no script arriving meanwhile (each one that loads starts
 * the wait again; once they all have and run, `markScriptsRunning`, only hydration is left and
 * the page waits for it), the page stops waiting: the root is marked
 * `data-scripts-failed` (the `scriptless:` styles apply and a notice says so), every
 * `<noscript>`'s markup is put in the page (the native popovers, the card step's words), and
 * each held press is released and, for a control, made again natively: a link navigates, a
 * popover button opens its popover; the controls so answered are kept in `__rwAnswered`, for
 * `undoScriptsFailed`. From then on clicks pass through; a held form's submit is still stopped,
 * since nothing would answer it.
 */
export const tapCaptureScript = `(function(){var d=document,w=window,r=d.documentElement,q=w.__rwTaps=[],F='${scriptsFailedAttribute}',T=0;function done(){return r.dataset.hydrated||r.hasAttribute(F)}function hold(t){t.setAttribute('${pendingTapAttribute}','');t.setAttribute('aria-busy','true');if(!T)wait()}function wait(){clearTimeout(T);T=setTimeout(function(){if(!w.__rwScriptsRunning)fail()},${scriptsWaitMs})}function fail(){if(done())return;r.setAttribute(F,'');d.querySelectorAll('body noscript').forEach(function(n){var t=d.createElement('template');t.innerHTML=n.textContent;for(var i=0;i<t.content.children.length;i++)t.content.children[i].setAttribute('${unpackedAttribute}','');n.after(t.content)});var a=w.__rwAnswered=[];q.splice(0).forEach(function(t){var b=t.__rwSubmitter||t;b.removeAttribute('${pendingTapAttribute}');b.removeAttribute('aria-busy');if(t.tagName!=='FORM'&&t.isConnected){a.push(t);t.click()}})}function h(e){if(done())return;var t=e.target&&e.target.closest&&e.target.closest('button,[role="button"],[data-replay]');if(!t||t.disabled)return;if(t.tagName==='BUTTON'&&t.type==='submit'&&t.form)return;e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(t)<0){q.push(t);hold(t)}}function s(e){if(r.dataset.hydrated)return;var f=e.target;if(!f||f.tagName!=='FORM'||f.hasAttribute('data-native-submit'))return;e.preventDefault();e.stopImmediatePropagation();if(r.hasAttribute(F))return;if(q.indexOf(f)<0){q.push(f);f.__rwSubmitter=e.submitter||null;hold(e.submitter||f)}}w.addEventListener('click',h,true);w.addEventListener('submit',s,true);d.addEventListener('load',function(e){var t=e.target;if(T&&!done()&&t&&(t.tagName==='SCRIPT'||t.tagName==='LINK'))wait()},true);w.addEventListener('error',function(e){var t=e.target;if(t&&(t.tagName==='SCRIPT'||(t.tagName==='LINK'&&t.rel==='modulepreload')))fail()},true);w.addEventListener('unhandledrejection',function(e){if(/module/i.test(String(e.reason&&e.reason.message||e.reason)))fail()})})();`;

/** Called first by the entry script: every script has arrived and runs; hydration follows. */
export function markScriptsRunning(): void {
  (window as { __rwScriptsRunning?: boolean }).__rwScriptsRunning = true;
}

type Held = HTMLElement & { __rwSubmitter?: HTMLElement | null };
type CaptureState = { __rwTaps?: Held[]; __rwAnswered?: HTMLElement[] };

function isOpenPopover(element: Element): boolean {
  try {
    return element.matches(":popover-open");
  } catch {
    // A browser without popovers never opened one.
    return false;
  }
}

/**
 * Scripts that arrive after the page stopped waiting for them take over, and each press keeps
 * one outcome. What was unpacked from `<noscript>` is removed, so React hydrates the page it
 * rendered; a press whose answer is going with it (the menu's links, the chat's notice, still
 * open) or that the page's HTML could not answer at all (a control only the scripts make work)
 * is held again and pressed once React has hydrated, so the real menu, chat, demo or slide
 * shows. A popover the visitor has closed meanwhile is not opened again, and a link that was
 * followed is not followed twice.
 */
export function undoScriptsFailed(): void {
  const root = document.documentElement;
  if (!root.hasAttribute(scriptsFailedAttribute)) return;
  const state = window as CaptureState;
  const answered = state.__rwAnswered?.splice(0) ?? [];
  const unpacked = [...document.querySelectorAll<HTMLElement>(`[${unpackedAttribute}]`)];
  const again = new Set<HTMLElement>();
  for (const popover of unpacked.filter((node) => node.id && isOpenPopover(node))) {
    const opens = (control: Element) => control.getAttribute("popovertarget") === popover.id;
    const opener =
      answered.find(opens) ??
      [...document.querySelectorAll<HTMLElement>("[popovertarget]")].find(
        (control) => opens(control) && !control.closest(`[${unpackedAttribute}]`),
      );
    if (opener) again.add(opener);
  }
  for (const control of answered) {
    if (control.hasAttribute("popovertarget") || control.closest("a[href]")) continue;
    if (control.isConnected) again.add(control);
  }
  for (const node of unpacked) node.remove();
  root.removeAttribute(scriptsFailedAttribute);
  state.__rwTaps ??= [];
  for (const control of again) {
    control.setAttribute(pendingTapAttribute, "");
    control.setAttribute("aria-busy", "true");
    state.__rwTaps.push(control);
  }
}

function release(element: HTMLElement) {
  element.removeAttribute(pendingTapAttribute);
  element.removeAttribute("aria-busy");
}

/** Presses again, once each, the controls pressed (and sends the forms sent) before hydration. */
export function replayTaps(): void {
  const held = (window as CaptureState).__rwTaps;
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
