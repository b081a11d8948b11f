/**
 * Every record a visitor leaves belongs to one person (docs/decisions/0038-people-first-inbox.md).
 * `attachPerson` runs inside the record's own transaction: it finds the person by email, or by
 * the chat session before an email exists, creates one when there is none, keeps their contact
 * details current and moves their place in the inbox. The caller writes the returned id on its
 * record.
 */
import { eq, sql } from "drizzle-orm";
import {
  automationRequests,
  businessInquiries,
  callBookings,
  chatSessions,
  inboxActivity,
  leads,
  payments,
  people,
  transcriptRequests,
} from "../../db/schema";
import type { Transaction } from "../platform/db/transaction";

/** What a record says about its visitor; every field optional. */
type Contact = {
  email?: string | null;
  name?: string | null;
  phone?: string | null;
  company?: string | null;
  /** The chat session the record came from, when the browser owns it. */
  sessionId?: string | null;
};

type Activity = {
  /** The inbox item kind of the record (its label is in content/admin.ts). */
  kind: string;
  /**
   * Whether the record asks the team for something (a lead form, a consultation): it counts as
   * an open item until the team acts on the person. A payment attempt or a chat lead does not.
   */
  opens: boolean;
};

/** One address, one person: case and surrounding spaces do not make another. */
export function emailKey(email: string | null | undefined): string | null {
  const key = email?.trim().toLowerCase();
  return key ? key : null;
}

const clean = (value: string | null | undefined) => {
  const v = value?.trim();
  return v ? v : null;
};

/** Every table with a person_id: a merge moves them all. */
const personTables = [
  leads,
  businessInquiries,
  automationRequests,
  payments,
  callBookings,
  transcriptRequests,
  chatSessions,
  inboxActivity,
] as const;

async function sessionPerson(tx: Transaction, sessionId: string): Promise<number | null> {
  // Locks the session row: two records of one conversation cannot create two people.
  const [row] = await tx
    .select({ personId: chatSessions.personId })
    .from(chatSessions)
    .where(eq(chatSessions.sessionId, sessionId))
    .for("update");
  return row?.personId ?? null;
}

/**
 * A conversation's anonymous person joins the person who has just left their email in it: their
 * records, conversation and history move over, and the anonymous row goes.
 */
async function mergeInto(tx: Transaction, from: number, into: number): Promise<void> {
  for (const table of personTables) {
    await tx
      .update(table)
      .set({ personId: into } as never)
      .where(eq(table.personId, from));
  }
  const [gone] = await tx.delete(people).where(eq(people.id, from)).returning();
  if (gone) {
    await tx
      .update(people)
      .set({
        openItems: sql`${people.openItems} + ${gone.openItems}`,
        createdAt: sql`least(${people.createdAt}, ${gone.createdAt})`,
      })
      .where(eq(people.id, into));
  }
}

const activitySet = (activity: Activity) => ({
  lastActivityAt: sql`now()`,
  lastActivity: activity.kind,
  openItems: activity.opens ? sql`${people.openItems} + 1` : sql`${people.openItems}`,
  updatedAt: sql`now()`,
});

/** Something happened to a record the person already has (a payment went through). */
export async function recordActivity(
  tx: Transaction,
  personId: number | null,
  activity: Activity,
): Promise<void> {
  if (personId === null) return;
  await tx.update(people).set(activitySet(activity)).where(eq(people.id, personId));
}

export async function attachPerson(
  tx: Transaction,
  contact: Contact,
  activity: Activity,
): Promise<number> {
  const key = emailKey(contact.email);
  const fields = {
    name: clean(contact.name),
    phone: clean(contact.phone),
    company: clean(contact.company),
  };
  const bySession = contact.sessionId ? await sessionPerson(tx, contact.sessionId) : null;

  let personId: number;
  if (key) {
    const [session] = bySession
      ? await tx
          .select({ id: people.id, emailKey: people.emailKey })
          .from(people)
          .where(eq(people.id, bySession))
          .for("update")
      : [];
    const [existing] = await tx
      .select({ id: people.id })
      .from(people)
      .where(eq(people.emailKey, key))
      .for("update");
    if (session && session.emailKey === null && !existing) {
      // The conversation's visitor has left their email: the same person, now reachable.
      await tx
        .update(people)
        .set({ emailKey: key, email: contact.email!.trim() })
        .where(eq(people.id, session.id));
      personId = session.id;
    } else if (existing) {
      personId = existing.id;
      if (session && session.emailKey === null && session.id !== existing.id) {
        await mergeInto(tx, session.id, existing.id);
      }
    } else {
      // Two first records of one address at once: the unique key makes them one person.
      const [row] = await tx
        .insert(people)
        .values({ emailKey: key, email: contact.email!.trim() })
        .onConflictDoUpdate({ target: people.emailKey, set: { updatedAt: sql`now()` } })
        .returning({ id: people.id });
      personId = row!.id;
    }
  } else if (bySession) {
    personId = bySession;
  } else {
    const [row] = await tx.insert(people).values({}).returning({ id: people.id });
    personId = row!.id;
  }

  await tx
    .update(people)
    .set({
      // The newest record's details win (the address as last typed too); a record without one
      // keeps what is known.
      email: key ? contact.email!.trim() : sql`${people.email}`,
      name: fields.name ?? sql`${people.name}`,
      phone: fields.phone ?? sql`${people.phone}`,
      company: fields.company ?? sql`${people.company}`,
      ...activitySet(activity),
    })
    .where(eq(people.id, personId));

  // The conversation belongs to whoever it first led to.
  if (contact.sessionId && bySession === null) {
    await tx
      .update(chatSessions)
      .set({ personId })
      .where(eq(chatSessions.sessionId, contact.sessionId));
  }
  return personId;
}
