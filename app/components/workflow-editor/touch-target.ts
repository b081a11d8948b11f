/**
 * Below the editor's desktop width a control is pressed by a finger: at least 44 by 44 px (the
 * size WCAG 2.5.5 and the platforms' guides ask for), while the desktop keeps its denser rows.
 * The same width as the editor's narrow layout (`narrowQuery`), where the steps are a list.
 */
export const touchTarget = "max-lg:min-h-11 max-lg:min-w-11";

/** A select or a text box: as tall as a finger at phone size, its width its own. */
export const touchHeight = "max-lg:min-h-11";
