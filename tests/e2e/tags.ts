/**
 * A test whose outcome cannot depend on the screen it runs on: plain HTTP, a server's answers and
 * records, a form posted without scripts, a process killed and started again. It runs in the
 * desktop project only (playwright.config.ts leaves it out of the phone project), since a second
 * run at a phone's size would repeat the same requests and wait the same waits. A test that looks
 * at layout, scrolling, the menu, what is visible or where focus goes at a size keeps running on
 * both.
 */
export const anyViewport = { tag: "@any-viewport" } as const;
