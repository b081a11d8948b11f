import { Bot, Contact, FileCog, type LucideIcon, MessageSquareText, Split } from "lucide-react";
import type { DemoStepIcon } from "@content/home";

/** One icon per workflow step, shared by the hero picture and the demo dialog. */
export const stepIcons: Record<DemoStepIcon, LucideIcon> = {
  intake: Bot,
  condition: Split,
  file: FileCog,
  sms: MessageSquareText,
  crm: Contact,
};
