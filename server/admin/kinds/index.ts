/**
 * Every kind of item the staff inbox lists: the one place a capability registers its kind.
 */
import { consultationKind } from "./consultations";
import { inquiryKind } from "./inquiries";
import { leadKind } from "./leads";
import { paymentKind } from "./payments";
import type { InboxKindDefinition } from "./types";
import { workflowFailureKind } from "./workflow-failures";

export const inboxKinds: InboxKindDefinition[] = [
  leadKind,
  inquiryKind,
  consultationKind,
  paymentKind,
  workflowFailureKind,
];

export type { InboxKindDefinition } from "./types";
