export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
      <path
        d="M9 22V10h7.2a4.3 4.3 0 0 1 1.1 8.45L22.5 22h-3.9l-4.6-3.3H12.4V22Zm3.4-6.2h3.6a1.65 1.65 0 0 0 0-3.3h-3.6Z"
        fill="#fff"
      />
      <circle cx="24" cy="10" r="2.5" fill="#fff" />
    </svg>
  );
}
