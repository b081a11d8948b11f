import { adminTexts } from "@content/admin";

/** How staff name a person: the name, else the email, else which conversation it is. */
export function displayName(person: {
  id: number;
  name: string | null;
  email: string | null;
}): string {
  return person.name || person.email || adminTexts.anonymousName(person.id);
}

/** The anchor of an item on its person's page (team notification emails link to it). */
export const itemAnchor = (kind: string, id: number) => `item-${kind}-${id}`;
