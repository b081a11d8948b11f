// Old path of ./notifications, kept only while the payment service still imports it from here.
export { type PaymentNotificationKind, paymentNotificationKinds } from "./notifications";
