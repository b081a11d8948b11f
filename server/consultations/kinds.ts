/** The notification kinds of a consultation request (stored in notification_deliveries.kind). */
export const consultationNotificationKind = "consultation";
export const consultationConfirmationKind = "consultation_confirmation";
