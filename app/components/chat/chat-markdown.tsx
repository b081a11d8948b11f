import { memo } from "react";
import Markdown, { type Components } from "react-markdown";

// Only web, mail and phone links, and paths on this site. Raw HTML in a reply is never rendered
// (no rehype-raw) and images are dropped: a reply must not load anything from elsewhere.
export function safeUrl(url: string): string | undefined {
  const value = url.trim();
  if (/^(https?:|mailto:|tel:)/i.test(value)) return value;
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  if (value.startsWith("#")) return value;
  return undefined;
}

const components: Components = {
  a: ({ href, children }) => {
    if (!href) return <span>{children}</span>;
    const external = /^https?:/i.test(href);
    return (
      <a
        href={href}
        className="font-medium text-primary underline underline-offset-2"
        {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {children}
      </a>
    );
  },
  p: ({ children }) => <p className="mb-2 last:mb-0">{children}</p>,
  ul: ({ children }) => <ul className="mb-2 list-disc space-y-1 pl-5 last:mb-0">{children}</ul>,
  ol: ({ children }) => <ol className="mb-2 list-decimal space-y-1 pl-5 last:mb-0">{children}</ol>,
  strong: ({ children }) => <strong className="font-semibold">{children}</strong>,
  code: ({ children }) => (
    <code className="rounded bg-line px-1 py-0.5 font-mono text-sm">{children}</code>
  ),
  pre: ({ children }) => (
    <pre className="mb-2 overflow-x-auto rounded-[var(--radius-control)] bg-line p-2 text-sm last:mb-0">
      {children}
    </pre>
  ),
  // Headings inside a bubble must not break the page's heading outline.
  h1: ({ children }) => <p className="mb-2 font-semibold">{children}</p>,
  h2: ({ children }) => <p className="mb-2 font-semibold">{children}</p>,
  h3: ({ children }) => <p className="mb-2 font-semibold">{children}</p>,
  h4: ({ children }) => <p className="mb-2 font-semibold">{children}</p>,
  h5: ({ children }) => <p className="mb-2 font-semibold">{children}</p>,
  h6: ({ children }) => <p className="mb-2 font-semibold">{children}</p>,
};

export const ChatMarkdown = memo(function ChatMarkdown({ text }: { text: string }) {
  return (
    <Markdown
      components={components}
      urlTransform={(url) => safeUrl(url)}
      disallowedElements={["img"]}
      unwrapDisallowed
      skipHtml
    >
      {text}
    </Markdown>
  );
});
