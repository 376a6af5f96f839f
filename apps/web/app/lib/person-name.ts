import type { Person } from "@ranklens/shared";

/** A person beside their work; their account may be gone (the server keeps their work and sends null). */
export function personName(person: Person | null): string {
  return person ? person.name : "deleted user";
}

/**
 * Who wrote an item and who saved it last: "Created by Ana · last edited by Bo", or
 * "Created by Ana" when nobody else has saved it since.
 */
export function attributionLine(createdBy: Person | null, updatedBy: Person | null): string {
  const created = `Created by ${personName(createdBy)}`;
  const samePerson = createdBy !== null && updatedBy !== null && createdBy.id === updatedBy.id;
  return samePerson ? created : `${created} · last edited by ${personName(updatedBy)}`;
}
