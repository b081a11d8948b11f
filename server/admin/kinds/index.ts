/**
 * Every kind of item the staff inbox lists: the one place a capability registers its kind.
 */
import { consultationKind } from "./consultations";
import { inquiryKind } from "./inquiries";
import { leadKind } from "./leads";
import { paymentKind } from "./payments";
import type { InboxKindDefinition } from "./types";
import { workflowFailureKind } from "./workflow-failures";
import { bookingKind } from "./bookings";
import { transcriptRequestKind } from "./transcript-requests";

export const inboxKinds: InboxKindDefinition[] = [
  leadKind,
  inquiryKind,
  consultationKind,
  bookingKind,
  paymentKind,
  transcriptRequestKind,
  workflowFailureKind,
];

export type { InboxKindDefinition } from "./types";
