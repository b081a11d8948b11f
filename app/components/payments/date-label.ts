export { formatLongDate as dateLabel } from "@lib/format";
