import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  type MailKind,
  type Permission,
  Role,
  type ServerMessageKey,
  simLocalDay,
  translateServerMessage,
} from "@trms/shared";
import { and, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { pilots } from "../db/tables/pilot.table";
import { users } from "../db/tables/user.table";
import type { MailOutbox, StepMail } from "./mail-outbox/mail-outbox";

/** An account a workflow mails: active, with workflow mails on. */
export interface MailRecipient {
  id: number;
  email: string;
  fullName: string;
  language: Language;
}

const recipientColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  language: users.language,
};

const wantsMail = and(eq(users.status, 1), eq(users.mailNotifications, true)) as SQL;

/** The language an account's mails are written in: the one it last used, Vietnamese when unknown. */
export const mailLanguage = (language: string | null): Language =>
  (LANGUAGES as readonly string[]).includes(language ?? "") ? (language as Language) : DEFAULT_LANGUAGE;

const toRecipient = (row: { id: number; email: string; fullName: string; language: string | null }) => ({
  ...row,
  language: mailLanguage(row.language),
});

/** The accounts of these crew codes (pilots and instructors) that take workflow mails. */
export async function recipientsByCrewCode(
  db: Database,
  crewCodes: readonly string[],
): Promise<MailRecipient[]> {
  if (crewCodes.length === 0) return [];
  const rows = await db
    .select(recipientColumns)
    .from(pilots)
    .innerJoin(users, eq(users.id, pilots.userId))
    .where(and(inArray(pilots.crewCode, [...crewCodes]), wantsMail));
  return rows.map(toRecipient);
}

/**
 * The accounts holding a management permission in a fleet that take workflow mails: role user with
 * the number granted and role admin of that fleet (admins hold every permission), and the super
 * administrator whatever the fleet.
 */
export async function recipientsWithPermission(
  db: Database,
  permission: Permission,
  fleet: string | null,
): Promise<MailRecipient[]> {
  const holds = or(
    eq(users.role, Role.ADMIN),
    and(eq(users.role, Role.USER), sql`${permission} = any(${users.managementRole})`),
  );
  const inFleet = fleet ? or(eq(users.fleet, fleet), eq(users.isAdmin, true)) : sql`true`;
  const rows = await db
    .select(recipientColumns)
    .from(users)
    .where(and(wantsMail, holds, inFleet, ne(users.role, Role.PILOT)));
  return rows.map(toRecipient);
}

/**
 * The accounts holding a management permission in the fleet of this pilot (see
 * `recipientsWithPermission`): those who act after a pilot's last stage.
 */
export async function recipientsWithPermissionForPilot(
  db: Database,
  permission: Permission,
  pilotCrewCode: string,
): Promise<MailRecipient[]> {
  const [pilot] = await db
    .select({ fleet: pilots.fleet })
    .from(pilots)
    .where(eq(pilots.crewCode, pilotCrewCode));
  return recipientsWithPermission(db, permission, pilot?.fleet ?? null);
}

/** A day as the workflow mails write it: DD/MM/YYYY in the airline's days. */
export const mailDate = (instant: Date) => simLocalDay(instant).split("-").reverse().join("/");

/** What one mail says, as message keys of the catalogue with their values. */
export interface WorkflowMailText {
  subject: ServerMessageKey;
  body: ServerMessageKey;
  /** Values of the placeholders; `{name}` (the recipient's) is added. */
  values: Record<string, string>;
}

/**
 * The mail to the next people who must act on a record, each in their own language: composed
 * inside the step's transaction (its recipients read there) and written to the outbox with the
 * step, then sent after the commit, so a slow or failing mail server never fails or slows the
 * request and loses nothing. The actor never mails themself.
 */
export function nextActorsMail(
  outbox: MailOutbox,
  kind: MailKind,
  options: {
    actorId: number;
    recipients: (db: Database) => Promise<MailRecipient[]>;
    text: WorkflowMailText;
  },
): StepMail {
  return {
    outbox,
    async compose(tx) {
      const unique = new Map((await options.recipients(tx)).map((recipient) => [recipient.id, recipient]));
      unique.delete(options.actorId);
      return [...unique.values()].map((recipient) => {
        const values = { ...options.text.values, name: recipient.fullName };
        return {
          kind,
          to: recipient.email,
          recipientId: recipient.id,
          language: recipient.language,
          subject: translateServerMessage(options.text.subject, recipient.language, values),
          text: translateServerMessage(options.text.body, recipient.language, values),
        };
      });
    },
  };
}
