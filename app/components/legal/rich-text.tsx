import { Link } from "react-router";
import type { Rich } from "@content/legal";

const linkClass =
  "font-medium text-primary underline underline-offset-4 hover:text-primary-hover break-words";

/** Text from content/legal/: plain strings with optional internal or mailto/tel links. */
export function RichText({ value }: { value: Rich }) {
  if (typeof value === "string") return <>{value}</>;
  return (
    <>
      {value.map((part, i) => {
        if (typeof part === "string") return <span key={i}>{part}</span>;
        return part.href.startsWith("/") ? (
          <Link key={i} to={part.href} className={linkClass}>
            {part.text}
          </Link>
        ) : (
          <a key={i} href={part.href} className={linkClass}>
            {part.text}
          </a>
        );
      })}
    </>
  );
}
