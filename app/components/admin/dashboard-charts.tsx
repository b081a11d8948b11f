import type { DashboardStats } from "@lib/admin";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

const colors = {
  views: "#4f46e5",
  chats: "#0f766e",
  leads: "#b45309",
  consultations: "#0b1220",
  paid: "#dc2626",
};

function ChartCard({ title, children }: { title: string; children: React.ReactElement }) {
  return (
    <figure className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
      <figcaption className="font-bold">{title}</figcaption>
      <div className="mt-2 h-64">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** Charts of the dashboard, from the server's figures (recharts, loaded on this page only). */
export default function DashboardCharts({ stats }: { stats: DashboardStats }) {
  const weeks = stats.weeks.map((w) => ({
    ...w,
    week: w.week.slice(5),
    revenue: w.revenueCents / 100,
  }));
  const funnel = [
    { step: "Conversations", count: stats.funnel.chats },
    { step: "People with details", count: stats.funnel.leads },
    { step: "Of them paid", count: stats.funnel.paid },
  ];
  return (
    <div className="mt-6 grid gap-4 lg:grid-cols-2">
      <ChartCard title="Page views per week">
        <LineChart data={weeks}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="week" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Line type="monotone" dataKey="pageViews" name="Page views" stroke={colors.views} />
        </LineChart>
      </ChartCard>
      <ChartCard title="Chats, leads, consultations and paid orders per week">
        <BarChart data={weeks}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="week" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Bar dataKey="chats" name="Chats" fill={colors.chats} />
          <Bar dataKey="leads" name="Leads" fill={colors.leads} />
          <Bar dataKey="consultations" name="Consultations" fill={colors.consultations} />
          <Bar dataKey="paidOrders" name="Paid orders" fill={colors.paid} />
        </BarChart>
      </ChartCard>
      <ChartCard title="Revenue per week (USD)">
        <BarChart data={weeks}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="week" />
          <YAxis />
          <Tooltip />
          <Bar dataKey="revenue" name="Revenue" fill={colors.views} />
        </BarChart>
      </ChartCard>
      <ChartCard title="Funnel: conversations → people → paid">
        <BarChart data={funnel} layout="vertical">
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="step" width={130} />
          <Tooltip />
          <Bar dataKey="count" name="Count" fill={colors.chats} />
        </BarChart>
      </ChartCard>
    </div>
  );
}
