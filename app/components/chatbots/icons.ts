import {
  BookOpenText,
  CalendarCheck,
  Globe,
  Hash,
  Headset,
  Mail,
  MessageCircle,
  MessagesSquare,
  Smartphone,
  ShoppingCart,
  type LucideIcon,
} from "lucide-react";
import type { ChatbotsIcon } from "@content/chatbots-page";

export const chatbotsIcons: Record<ChatbotsIcon, LucideIcon> = {
  headset: Headset,
  cart: ShoppingCart,
  calendar: CalendarCheck,
  book: BookOpenText,
  globe: Globe,
  message: MessageCircle,
  messages: MessagesSquare,
  hash: Hash,
  phone: Smartphone,
  mail: Mail,
};
