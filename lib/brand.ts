/** Design tokens needed outside CSS (manifest, theme-color, generated images). Mirrors app/app.css. */
export const brandColors = {
  ink: "#0F172A",
  inkMuted: "#475569",
  surface: "#FFFFFF",
  surfaceAlt: "#F8FAFC",
  line: "#E2E8F0",
  primary: "#4F46E5",
  primaryHover: "#4338CA",
  success: "#0F766E",
  warning: "#B45309",
  warningBg: "#FEF3C7",
  danger: "#DC2626",
  night: "#0B1220",
} as const;
