/** The pages that take a card: only these load the card provider's script and frames. */
const cardPagePattern = /^\/(checkout(\/[^/]*)?|ai-vibe-coding)\/?$/;

export function isCardPage(path: string): boolean {
  return cardPagePattern.test(path);
}
