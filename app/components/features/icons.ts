import {
  BellRing,
  Bot,
  ChartColumn,
  Database,
  FolderSearch,
  Globe,
  MessagesSquare,
  Plug,
  ShieldCheck,
  Users,
  Workflow,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { FeatureIcon } from "@content/features";

export const featureIcons: Record<FeatureIcon, LucideIcon> = {
  bot: Bot,
  files: FolderSearch,
  workflow: Workflow,
  bell: BellRing,
  zap: Zap,
  shield: ShieldCheck,
  globe: Globe,
  chart: ChartColumn,
  channels: MessagesSquare,
  database: Database,
  users: Users,
  plug: Plug,
};
