/**
 * Pure text formatting. This module imports nothing from the project: content/ builds its
 * derived texts (prices, claims) with it, and it must stay a leaf so that content/ remains the
 * bottom layer (docs/decisions/0008, enforced by .dependency-cruiser.cjs).
 */

const usdWhole = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const usdFraction = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 4,
});
const usdCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** A price in US dollars for display: 1234 -> "$1,234", 0.0025 -> "$0.0025". */
export function formatUsd(amount: number): string {
  return (Number.isInteger(amount) ? usdWhole : usdFraction).format(amount);
}

/** A monthly price: 197 -> "$197/month". */
export function perMonth(amount: number): string {
  return `${formatUsd(amount)}/month`;
}

/** Prices from the payment provider arrive in cents: 19700 -> "$197.00". */
export function formatCents(cents: number): string {
  return usdCents.format(cents / 100);
}

/** Dollar amounts in a text, as numbers: "from $1,234.50/month" -> [1234.5]. */
export function dollarAmounts(text: string): number[] {
  return [...text.matchAll(/\$\s?(\d[\d,]*(?:\.\d+)?)/g)].map((m) =>
    Number(m[1]!.replace(/,/g, "")),
  );
}

/** "sub-second" -> "Sub-second", for a claim that opens a sentence. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Up to 1,000 conversations" reads better mid-sentence in lower case; "AI", "CRM" stay. */
export function lowerFirst(text: string): string {
  return /^[A-Z](?![A-Z0-9])/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** A file size for people: 10485760 -> "10 MB", 1536 -> "1.5 KB", 12 -> "12 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${units[unit]}`;
}
