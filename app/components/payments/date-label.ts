/** "December 9, 2026", in UTC so the server's render and the browser's agree on the day. */
export const dateLabel = (date: Date | string) =>
  new Date(date).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
