import type { ReactNode } from "react";

type SectionProps = {
  id?: string;
  tone?: "surface" | "alt" | "night";
  className?: string;
  children: ReactNode;
  labelledBy?: string;
};

const tones = {
  surface: "bg-surface",
  alt: "bg-surface-alt",
  night: "bg-night text-white",
};

export function Section({
  id,
  tone = "surface",
  className = "",
  children,
  labelledBy,
}: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`${tones[tone]} py-16 md:py-24 ${className}`}
    >
      <div className="container-page">{children}</div>
    </section>
  );
}

type SectionHeaderProps = {
  eyebrow?: string;
  title: string;
  lead?: string;
  id?: string;
  align?: "center" | "left";
  tone?: "light" | "dark";
};

export function SectionHeader({
  eyebrow,
  title,
  lead,
  id,
  align = "center",
  tone = "light",
}: SectionHeaderProps) {
  const center = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`mb-10 max-w-2xl md:mb-14 ${center}`}>
      {eyebrow && (
        <p
          className={`mb-3 text-sm font-semibold uppercase tracking-wider ${tone === "dark" ? "text-night-muted" : "text-primary"}`}
        >
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="text-3xl font-bold md:text-4xl">
        {title}
      </h2>
      {lead && (
        <p className={`mt-4 text-lg ${tone === "dark" ? "text-night-muted" : "text-ink-muted"}`}>
          {lead}
        </p>
      )}
    </div>
  );
}
