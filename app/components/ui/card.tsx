import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export function Card({ className = "", children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={`rounded-[var(--radius-card)] border border-line bg-surface p-6 transition-shadow duration-200 ease-out hover:shadow-lg hover:shadow-ink/5 ${className}`}
    >
      {children}
    </div>
  );
}

export function IconTile({ icon: Icon, className = "" }: { icon: LucideIcon; className?: string }) {
  return (
    <span
      className={`inline-flex size-10 shrink-0 items-center justify-center rounded-[var(--radius-control)] bg-primary-tint text-primary ${className}`}
      aria-hidden="true"
    >
      <Icon className="size-5" />
    </span>
  );
}
