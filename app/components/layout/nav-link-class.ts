export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-[var(--radius-control)] px-3 py-2 text-base font-medium transition-colors duration-200 ${
    isActive ? "bg-primary-tint text-primary" : "text-ink-muted hover:text-ink"
  }`;
