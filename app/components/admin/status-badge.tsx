import { statusLabels } from "@content/admin";

const tones: Record<string, string> = {
  new: "bg-primary text-white",
  contacted: "bg-warning-bg text-ink",
  qualified: "bg-primary-tint text-primary-hover",
  won: "bg-success-tint text-success",
  succeeded: "bg-success-tint text-success",
  active: "bg-success-tint text-success",
  lost: "bg-surface-alt text-ink-muted",
  failed: "bg-danger-tint text-danger",
  canceled: "bg-surface-alt text-ink-muted",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[status] ?? "bg-surface-alt text-ink"}`}
    >
      {statusLabels[status] ?? status}
    </span>
  );
}
