/** Texts of the call booking offered in the chat once the lead dialog's request is stored. */
import { promises } from "./promises";
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
  bookedPhone: (phone: string) => `We'll call you at ${phone}.`,
  bookedNote: "A calendar invite is on its way to your email.",
  phoneLabel: "Phone number for the call",
  phoneHint: "Include the country code if you're outside the US, e.g. +44 20 7946 0018.",
  phoneRequired: "Please enter the phone number we should call you on.",
  phoneInvalid: "Please enter a valid phone number (digits, spaces, +, - and brackets).",
  dayLabel: "Day",
  timeLabel: "Time",
  dismiss: "Not now",
  dismissed: "No call booked. Ask me to book a call any time.",
  notOwner: "This request was sent from another browser. A specialist will contact you by email.",
  slotTaken: "Sorry, someone just booked that slot. Please pick another one.",
  slotUnavailable: "That slot is not available. Please pick one of the slots shown.",
  inquiryNotFound: "We couldn't find your request. Please send the form again.",
  alreadyBooked: "You have already booked a call for this request.",
  invalidTimeZone: "Unknown time zone.",
  rateLimited: (wait: string) => `Too many booking attempts. Please try again in ${wait}.`,
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
  /**
   * The number's last digits only: anyone can type any address into the lead form, so the
   * email repeats nothing else the visitor typed, yet its owner recognises their number.
   */
  phone: (lastDigits: string) => `We'll call you on your number ending in ${lastDigits}.`,
  reference: (id: number) => `Reference: booking #${id}`,
  change: (phone: string, hours: string) =>
    `To change the time, reply to this email or call ${phone} (${hours}).`,
} as const;

export const bookingInvite = {
  title: (brand: string) => `Call with ${brand}`,
  description: (brand: string, phone: string) =>
    `A specialist from ${brand} will call you about your request. To change the time, reply to this email or call ${phone}.`,
} as const;

/**
 * The chat's acknowledgement of a stored lead request, written into the visitor's conversation
 * with the request: what was sent, from which address, when to expect contact, and the call offer
 * (the booking card shown beneath it).
 */
export const leadAcknowledgement = {
  text: (service: string, email: string, within: string) =>
    [
      `Thanks! Your request about **${service}** is with our team, sent from ${email}.`,
      `A specialist will reach out within ${within}. Would you like to talk sooner? Pick a time for a call below.`,
    ].join("\n\n"),
  /** The assistant's answer to "book a call" once the request is sent (the card follows). */
  offer: (service: string) =>
    `Of course. Your request about **${service}** is with our team; pick a time below and a specialist will call you.`,
  /** The assistant's answer to "book a call" once the call is booked. */
  booked: (when: string) =>
    `Your call is already booked for ${when}. To change it, reply to its confirmation email.`,
  /** "What happens next?" once the request is sent. */
  next: (email: string, within: string) =>
    `A specialist reads your request and reaches out within ${within}, by email to ${email}. If you'd rather talk, pick a time for a call below.`,
  /** "What happens next?" once the call is booked. */
  nextBooked: (when: string, phone: string) =>
    `A specialist will call you at ${phone} on ${when}. The calendar invite is in your inbox; to change the time, reply to its confirmation email.`,
  /** A new project request once one is sent: no new form, the team already has the details. */
  alreadySent: (service: string, email: string, within: string) =>
    `Your request about **${service}** is already with our team (sent from ${email}); a specialist will reach out within ${within}. To add something, reply to the confirmation email we sent you.`,
} as const;

/**
 * What the assistant says when it detects interest before the visitor has left any details: the
 * team is told at once, but can only reach someone who leaves a way to be reached.
 */
export const interestHandoff = {
  detected: (noun: string) =>
    `Great, I've let a human specialist know about your ${noun}. To reach you within ${promises.leadFollowUp}, they need your details: the short form that just opened takes a minute.`,
  line: `I've let a human specialist know. To reach you within ${promises.leadFollowUp}, they need your details: the short form that just opened takes a minute.`,
  /** For the model's instructions. */
  instruction: `say that a human specialist has been told, and that to reach the visitor within ${promises.leadFollowUp} they need the visitor's details in the short form that opens`,
} as const;
