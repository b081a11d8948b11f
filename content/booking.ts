/** Texts of the call booking offered after the lead dialog's 'Thank You!' (issue 12). */
export const bookingTexts = {
  title: "Book a call with a specialist",
  lead: (minutes: number, zone: string) =>
    `Pick a ${minutes}-minute slot. Times are shown in your time zone (${zone}).`,
  closedNow: (when: string) => `Our team is away right now. We'll reply from ${when}, your time.`,
  openNow: "Our team is in now and will get back to you shortly.",
  noSlots: "No call slots are free in the next few days. A specialist will contact you by email.",
  loading: "Loading free slots…",
  loadFailed: "We couldn't load the free slots. A specialist will contact you by email.",
  book: "Book this call",
  booking: "Booking…",
  pickFirst: "Pick a slot first.",
  booked: (when: string) => `Your call is booked for ${when}.`,
  bookedNote: "A calendar invite is on its way to your email.",
  slotTaken: "Sorry, someone just booked that slot. Please pick another one.",
  slotUnavailable: "That slot is not available. Please pick one of the slots shown.",
  inquiryNotFound: "We couldn't find your request. Please send the form again.",
  alreadyBooked: "You have already booked a call for this request.",
  invalidTimeZone: "Unknown time zone.",
  rateLimited: "Too many booking attempts. Please try again later.",
  tooManyUpcoming: (max: number) =>
    `You already have ${max === 1 ? "a call" : `${max} calls`} booked with us. A specialist will talk to you then; to change a call, reply to its confirmation email.`,
  bookingExpired:
    "This request can no longer be booked here. A specialist will contact you by email.",
} as const;

/** The visitor's booking confirmation email: our words, the slot and the reference only. */
export const bookingConfirmationTexts = {
  subject: (brand: string, when: string) => `Your call with ${brand}: ${when}`,
  greeting: "Hello,",
  booked: (minutes: number, brand: string, when: string, zone: string) =>
    `Your ${minutes}-minute call with ${brand} is booked for ${when} (${zone}).`,
  invite: "A specialist will call you then. The attached invite adds it to your calendar.",
  reference: (id: number) => `Reference: booking #${id}`,
  change: (phone: string, hours: string) =>
    `To change the time, reply to this email or call ${phone} (${hours}).`,
} as const;

export const bookingInvite = {
  title: (brand: string) => `Call with ${brand}`,
  description: (brand: string, phone: string) =>
    `A specialist from ${brand} will call you about your request. To change the time, reply to this email or call ${phone}.`,
} as const;
