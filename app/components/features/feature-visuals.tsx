import { Bot, FileText, Mail, MessageSquareText, Search, Smartphone } from "lucide-react";
import { type FeatureVisual, featureVisuals } from "@content/features";

/*
 * Small product pictures drawn in HTML/SVG. They illustrate the block's text, which already says
 * everything, so they are hidden from assistive technology.
 */

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div
      aria-hidden="true"
      className="rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-lg shadow-ink/5 sm:p-6"
    >
      {children}
    </div>
  );
}

function ChatVisual() {
  const v = featureVisuals.chat;
  return (
    <Frame>
      <div className="flex items-center gap-3 border-b border-line pb-3">
        <span className="inline-flex size-9 items-center justify-center rounded-full bg-primary text-white">
          <Bot className="size-5" />
        </span>
        <div className="leading-tight">
          <p className="text-sm font-semibold">{v.title}</p>
          <p className="text-sm text-success">{v.status}</p>
        </div>
      </div>
      <div className="mt-4 space-y-3">
        {v.messages.map((m) => (
          <p
            key={m.text}
            className={`w-fit max-w-[85%] rounded-2xl px-4 py-2 text-sm ${
              m.from === "visitor"
                ? "ml-auto rounded-br-sm bg-primary text-white"
                : "rounded-bl-sm bg-surface-alt text-ink"
            }`}
          >
            {m.text}
          </p>
        ))}
      </div>
    </Frame>
  );
}

function FilesVisual() {
  const v = featureVisuals.files;
  return (
    <Frame>
      <div className="flex items-center gap-2 rounded-[var(--radius-control)] border border-line px-3 py-2 text-sm">
        <Search className="size-4 text-ink-muted" />
        <span>{v.query}</span>
      </div>
      <ul className="mt-4 space-y-3">
        {v.results.map((r) => (
          <li key={r.name} className="flex items-center gap-3">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-[var(--radius-control)] bg-primary-tint text-primary">
              <FileText className="size-4" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium">{r.name}</span>
              <span className="mt-1 block h-1.5 rounded-full bg-surface-alt">
                <span
                  className="block h-full rounded-full bg-success"
                  style={{ width: `${r.match}%` }}
                />
              </span>
            </span>
            <span className="text-sm text-ink-muted">{r.kind}</span>
          </li>
        ))}
      </ul>
    </Frame>
  );
}

/** The demo's five steps: intake → condition → (file processor | SMS alert) → CRM update. */
function WorkflowVisual() {
  const [intake, condition, files, sms, crm] = featureVisuals.workflow.steps;
  const node = (x: number, y: number, label: string, accent = false) => (
    <g key={label}>
      <rect
        x={x}
        y={y}
        width="136"
        height="40"
        rx="10"
        className={accent ? "fill-primary" : "fill-surface stroke-line"}
        strokeWidth="1.5"
      />
      <text
        x={x + 68}
        y={y + 25}
        textAnchor="middle"
        className={`text-[13px] font-semibold ${accent ? "fill-white" : "fill-ink"}`}
      >
        {label}
      </text>
    </g>
  );
  return (
    <Frame>
      <svg viewBox="0 0 320 260" className="mx-auto h-auto w-full max-w-sm" role="presentation">
        <g className="stroke-primary" strokeWidth="2" fill="none">
          <path d="M160 50 V78" />
          <path d="M160 118 V134 H84 V150" />
          <path d="M160 118 V134 H236 V150" />
          <path d="M84 190 V206 H160 V218" />
          <path d="M236 190 V206 H160 V218" />
        </g>
        {node(92, 10, intake, true)}
        {node(92, 78, condition)}
        {node(16, 150, files)}
        {node(168, 150, sms)}
        {node(92, 218, crm)}
      </svg>
    </Frame>
  );
}

const channelIcon = { SMS: Smartphone, Email: Mail, Slack: MessageSquareText } as const;

function NotificationsVisual() {
  const v = featureVisuals.notifications;
  return (
    <Frame>
      <ul className="space-y-3">
        {v.items.map((n, i) => {
          const Icon = channelIcon[n.channel];
          return (
            <li
              key={n.title}
              className={`flex items-center gap-3 rounded-[var(--radius-control)] border p-3 ${
                i === 0 ? "border-primary bg-primary-tint" : "border-line"
              }`}
            >
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-surface text-primary">
                <Icon className="size-4" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold">{n.channel}</span>
                <span className="block truncate text-sm text-ink-muted">{n.title}</span>
              </span>
              <span className="text-sm text-ink-muted">{n.time}</span>
            </li>
          );
        })}
      </ul>
    </Frame>
  );
}

const visuals: Record<FeatureVisual, () => React.ReactElement> = {
  chat: ChatVisual,
  files: FilesVisual,
  workflow: WorkflowVisual,
  notifications: NotificationsVisual,
};

export function FeatureVisualPicture({ visual }: { visual: FeatureVisual }) {
  const Visual = visuals[visual];
  return <Visual />;
}
