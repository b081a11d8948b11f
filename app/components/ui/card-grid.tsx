import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, IconTile } from "./card";

const columnSets = {
  /** Two columns from tablets on. */
  2: "md:grid-cols-2",
  /** Two on tablets, three on desktops. */
  3: "sm:grid-cols-2 lg:grid-cols-3",
  /** Two on tablets, four on desktops. */
  4: "sm:grid-cols-2 lg:grid-cols-4",
};

/** A list of cards in a responsive grid; its children are `<li>`s (e.g. `IconCard`). */
export function CardGrid({
  columns = 4,
  className = "",
  children,
}: {
  columns?: keyof typeof columnSets;
  className?: string;
  children: ReactNode;
}) {
  return <ul className={`grid gap-6 ${columnSets[columns]} ${className}`}>{children}</ul>;
}

const layouts = {
  /** Icon on top, then title and text. */
  stacked: {
    md: { card: "h-full", title: "mt-4 text-lg", text: "mt-2" },
    lg: { card: "h-full", title: "mt-5 text-xl", text: "mt-2" },
  },
  /** Icon beside the title and text. */
  row: {
    md: { card: "flex h-full gap-4", title: "text-lg", text: "mt-1" },
    lg: { card: "flex h-full gap-5", title: "text-xl", text: "mt-2" },
  },
};

type IconCardProps = {
  icon: LucideIcon;
  title: string;
  description: string;
  layout?: keyof typeof layouts;
  size?: "md" | "lg";
  /** Extra lines under the description (an example, a setup time). */
  children?: ReactNode;
};

/** One item of a `CardGrid`: an icon tile, a heading and a sentence. */
export function IconCard({
  icon,
  title,
  description,
  layout = "stacked",
  size = "md",
  children,
}: IconCardProps) {
  const c = layouts[layout][size];
  const text = (
    <>
      <h3 className={`${c.title} font-semibold`}>{title}</h3>
      <p className={`${c.text} text-ink-muted`}>{description}</p>
      {children}
    </>
  );
  return (
    <li>
      <Card className={c.card}>
        <IconTile icon={icon} />
        {layout === "row" ? <div>{text}</div> : text}
      </Card>
    </li>
  );
}
