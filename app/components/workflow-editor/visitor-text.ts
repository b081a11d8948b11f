/**
 * For text a visitor typed, or a step made from it (a name, an address, a URL, a value): it may
 * hold no space at all, so it breaks anywhere rather than widen the page, and `min-w-0` lets the
 * flex or grid item holding it shrink to its column. Prose of our own does not need it.
 */
export const visitorText = "min-w-0 [overflow-wrap:anywhere]";
