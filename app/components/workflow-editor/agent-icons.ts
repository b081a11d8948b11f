import {
  Bot,
  CheckCircle,
  Database,
  FileText,
  type LucideIcon,
  Mail,
  MessageCircle,
  Receipt,
  Smartphone,
  Zap,
} from "lucide-react";
import type { AgentIcon } from "@content/agent-templates";

/** The nine template icons, by the name a template stores. */
export const agentIconMap: Record<AgentIcon, LucideIcon> = {
  Zap,
  FileText,
  MessageCircle,
  Smartphone,
  Database,
  Receipt,
  Mail,
  CheckCircle,
  Bot,
};

export function agentIcon(name: string): LucideIcon {
  return agentIconMap[name as AgentIcon] ?? Bot;
}
