/**
 * Pure text formatting. This module imports nothing from the project: content/ builds its
 * derived texts (prices, claims) with it, and it must stay a leaf so that content/ remains the
 * bottom layer (docs/decisions/0008, enforced by .dependency-cruiser.cjs).
 */

// Written out rather than through Intl.NumberFormat: a page's first currency formatter costs
// ~18 ms of main thread in Chromium (ICU data), ~70 ms on a slow phone, and every price page
// paid it while hydrating. Output matches en-US Intl currency formatting (lib/format.test.ts).

/**
 * |amount| with `maxDigits` fraction digits at most and `minDigits` at least, rounded half away
 * from zero on its shortest decimal form, as Intl does (toFixed rounds the binary value instead:
 * 1.005 → "1.00", where Intl says "1.01").
 */
function decimalDigits(amount: number, minDigits: number, maxDigits: number): string {
  const shortest = String(Math.abs(amount));
  let text: string;
  if (/e/i.test(shortest)) {
    // Exponent form: beyond 1e21 the amount is a whole number; below 1e-6 it rounds to zero.
    text =
      Math.abs(amount) >= 1
        ? BigInt(Math.abs(amount)).toString()
        : Math.abs(amount).toFixed(maxDigits);
  } else {
    const [whole = "0", fraction = ""] = shortest.split(".");
    if (fraction.length <= maxDigits) {
      text = maxDigits ? `${whole}.${fraction.padEnd(maxDigits, "0")}` : whole;
    } else {
      const roundUp = fraction.charCodeAt(maxDigits) >= 53; // "5"
      const scaled = (BigInt(whole + fraction.slice(0, maxDigits)) + (roundUp ? 1n : 0n))
        .toString()
        .padStart(maxDigits + 1, "0");
      text = maxDigits ? `${scaled.slice(0, -maxDigits)}.${scaled.slice(-maxDigits)}` : scaled;
    }
  }
  let [whole = "0", fraction = ""] = text.split(".");
  while (fraction.length > minDigits && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction ? `${whole}.${fraction}` : whole;
}

function usd(amount: number, minDigits: number, maxDigits: number): string {
  const digits = decimalDigits(amount, minDigits, maxDigits);
  return amount < 0 || Object.is(amount, -0) ? `-$${digits}` : `$${digits}`;
}

/** A price in US dollars for display: 1234 -> "$1,234", 0.0025 -> "$0.0025". */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? usd(amount, 0, 0) : usd(amount, 2, 4);
}

/** A monthly price: 197 -> "$197/month". */
export function perMonth(amount: number): string {
  return `${formatUsd(amount)}/month`;
}

/** Prices from the payment provider arrive in cents: 19700 -> "$197.00". */
export function formatCents(cents: number): string {
  return usd(cents / 100, 2, 2);
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

/** "December 9, 2026", in UTC so the server's render, its emails and the browser agree on the day. */
export function formatLongDate(date: Date | string): string {
  return new Date(date).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}
