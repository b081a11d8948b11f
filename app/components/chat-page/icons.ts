import {
  BookOpenText,
  Building2,
  CalendarCheck,
  Clock,
  Handshake,
  Headset,
  Languages,
  MessagesSquare,
  ShieldCheck,
  ShoppingCart,
  Target,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { ChatPageIcon } from "@content/chat-page";

export const chatPageIcons: Record<ChatPageIcon, LucideIcon> = {
  clock: Clock,
  zap: Zap,
  book: BookOpenText,
  target: Target,
  handoff: Handshake,
  channels: MessagesSquare,
  languages: Languages,
  shield: ShieldCheck,
  headset: Headset,
  cart: ShoppingCart,
  calendar: CalendarCheck,
  building: Building2,
};
