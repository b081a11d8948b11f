/**
 * The workflow consultation form on /contact: labels, messages (fixed wording), the accepted file
 * types, and the confirmation email the visitor gets (the size limit is UPLOAD_MAX_BYTES, which the
 * form states as the server enforces it).
 */
import { promises } from "./promises";

export const preferredContactOptions = [
  { value: "Email", label: "Email" },
  { value: "Phone Call", label: "Phone Call" },
  { value: "Text Message", label: "Text Message" },
] as const;

/** Files at most this big travel as an email attachment to the team; larger ones as a link. */
export const attachToEmailMaxBytes = 5 * 1024 * 1024;

/** The fewest seconds between showing the form and a person sending it. */
export const minimumFillSeconds = 3;

/**
 * The types a supporting file may have, decided from the file's bytes on the server. `mime` is
 * what the content detection reports; text formats have no magic bytes and are checked as text.
 */
export const acceptedFileTypes = [
  { label: "PDF", mime: ["application/pdf"], extensions: [".pdf"] },
  {
    label: "images (PNG, JPEG, GIF, WebP)",
    mime: ["image/png", "image/jpeg", "image/gif", "image/webp"],
    extensions: [".png", ".jpg", ".jpeg", ".gif", ".webp"],
  },
  {
    label: "Word, Excel and PowerPoint",
    mime: [
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      "application/msword",
      "application/vnd.ms-excel",
      "application/vnd.ms-powerpoint",
      "application/x-cfb",
    ],
    extensions: [".doc", ".docx", ".xls", ".xlsx", ".ppt", ".pptx"],
  },
  { label: "CSV", mime: ["text/csv"], extensions: [".csv"] },
  { label: "plain text", mime: ["text/plain"], extensions: [".txt"] },
  { label: "ZIP", mime: ["application/zip"], extensions: [".zip"] },
] as const;

export const consultationForm = {
  labels: {
    fullName: "Full Name",
    email: "Email Address",
    phone: "Phone Number",
    preferredContact: "Preferred Contact Method",
    taskDescription: "Describe the task or workflow you want automated",
    currentTools: "Current Tools",
    idealSolution: "Ideal Solution",
    supportingFile: "Supporting File",
  },
  placeholders: {
    fullName: "Jane Smith",
    email: "jane@company.com",
    phone: "(555) 123-4567",
    taskDescription:
      "For example: every invoice that arrives by email gets typed into QuickBooks by hand…",
    currentTools: "Gmail, QuickBooks, Google Sheets…",
    idealSolution: "Invoices land in QuickBooks on their own and I get a weekly summary.",
  },
  optional: "(optional)",
  messages: {
    fullName: "Full name is required",
    email: "Please enter a valid email address",
    taskDescription: "Please describe your task or workflow (minimum 10 characters)",
    preferredContact: "Please choose how we should contact you",
    /** A call or a text needs a number to go to. */
    phoneRequired: (method: string) =>
      `Please enter your phone number so we can reach you by ${method.toLowerCase()}`,
  },
  file: {
    choose: "Choose a file",
    remove: "Remove file",
    hint: (types: string, max: string) => `Accepted: ${types}. Up to ${max}.`,
    tooLarge: (max: string) => `This file is larger than ${max}. Please choose a smaller one.`,
    uploading: (percent: number) => `Uploading… ${percent}%`,
    /** After the page sent the form without its scripts and it came back to be corrected. */
    chooseAgain: (name: string) =>
      `${name} was not kept. Choose it again to send it with your request.`,
  },
  submit: "Submit Request",
  sending: "Sending...",
  honeypot: "Leave this field empty",
  success: {
    title: "Request Submitted!",
    body: `Thank you! A specialist will review your request and reach out within ${promises.workflowConsultationFollowUp}. We have sent a confirmation to your email.`,
    again: "Submit Another Request",
  },
  toast: {
    successTitle: "Consultation request submitted!",
    successFallback: "Check your email for confirmation.",
    errorTitle: "Error submitting request",
    errorFallback: "Please try again or contact us directly.",
    internal: "Failed to submit consultation request",
  },
} as const;

/** What the API answers and refuses with: visitor-facing, so in content. */
export const consultationApi = {
  submitted: `Thank you! A specialist will reach out within ${promises.workflowConsultationFollowUp}. Check your email for confirmation.`,
  tooLarge: (max: string) =>
    `The file is larger than the ${max} limit. Please send a smaller file.`,
  unsupportedType: (types: string) =>
    `This file type is not accepted. Please send one of: ${types}.`,
  emptyFile: "The file is empty. Please choose another one.",
  tooFast: "That was quicker than a person can fill in the form. Please try again.",
  /** The form on /contact sent without its token (or with one we did not make). */
  formTokenMissing:
    "This form is incomplete or out of date. Your answers are kept below: please send it again.",
  rejected: "Your request could not be accepted.",
  rateLimited: (wait: string) =>
    `You have sent several requests in the last hour. Please try again in ${wait}, or call or email us directly.`,
  oneFile: "Please attach one file at most.",
  badUpload: "The upload was incomplete. Please try again.",
  keyReused:
    "A different request was already sent from this form. Please reload the page and send yours again.",
} as const;

/** The visitor's confirmation email after a consultation request. */
export const consultationConfirmation = {
  subject: (brand: string) => `We received your consultation request - ${brand}`,
  // Anyone can type any address into the form: only our own words and the reference, never
  // the name or text the form carried.
  greeting: "Hello,",
  intro:
    "Thank you for telling us about the workflow you want automated. Your request has arrived.",
  nextTitle: "What happens next",
  next: [
    "A specialist reads your request and any file you attached.",
    `We reach out within ${promises.workflowConsultationFollowUp} by your preferred contact method.`,
    "Together we look at how you work today and what can run on its own.",
  ],
  reachTitle: "How to reach us",
  copyTitle: "Your request",
  reference: (id: number) => `Reference: consultation request #${id}`,
  notRepeated:
    "For your privacy this email does not repeat what you wrote. To add something, reply to this email and mention the reference.",
  closing: (brand: string) => `The ${brand} team`,
} as const;

/** How the team's notification tells them to reach the person, by preferred contact method. */
export const consultationReach = {
  label: "How to reach them",
  byMethod: (method: string | null, phone: string | null, email: string): string => {
    if (method === "Phone Call" && phone) return `Call ${phone}`;
    if (method === "Text Message" && phone) return `Text ${phone}`;
    return `Email ${email}`;
  },
} as const;
