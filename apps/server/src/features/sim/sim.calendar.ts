import { SIM_SESSION_HOURS } from "@trms/shared";
import type { Database } from "../../db/client";
import { hmacHex } from "../../lib/crypto";
import { type SimSessionRow, upcomingSimSessionsOf } from "./sim.repository";

/** Sessions a calendar holds at most: a few months of anyone's SIMs. */
const CALENDAR_MAX_SESSIONS = 500;
const SESSION_MS = SIM_SESSION_HOURS * 60 * 60 * 1000;

/** Text escaped for an iCalendar value (RFC 5545 §3.3.11). */
const escapeText = (text: string) =>
  text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** UTC date-time in the iCalendar basic form: 20260321T010000Z. */
const icsTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Lines longer than 75 octets are folded with CRLF + space, never inside a UTF-8 character. */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const length = Buffer.byteLength(char, "utf8");
    if (size + length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const person = (code: string, name: string | null) => (name ? `${name} (${code})` : code);

/**
 * The caller's upcoming SIM sessions as an iCalendar file: one event per session (A and B) they
 * take part in (a pilot in both, an instructor in theirs), 4 hours long (ADR 0404), each only while
 * it has not ended at `now` (a session under way is still in it; one that ended is not).
 */
export function simCalendar(rows: SimSessionRow[], crewCode: string, now = new Date()): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//TRMS//SIM sessions//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "X-WR-CALNAME:SIM sessions",
    "X-WR-TIMEZONE:Asia/Ho_Chi_Minh",
  ];
  for (const row of rows) {
    const pilotsText = `${person(row.firstPilotCrewCode, row.firstPilotName)}, ${person(row.secondPilotCrewCode, row.secondPilotName)}`;
    const isPilot = row.firstPilotCrewCode === crewCode || row.secondPilotCrewCode === crewCode;
    const sessions = [
      ["A", row.sessionaDateTime, row.sessionaPlace, row.simaInstructorCrewCode, row.simaInstructorName],
      ["B", row.sessionbDateTime, row.sessionbPlace, row.simbInstructorCrewCode, row.simbInstructorName],
    ] as const;
    for (const [letter, start, place, instructorCode, instructorName] of sessions) {
      if (!isPilot && instructorCode !== crewCode) continue;
      if (start.getTime() + SESSION_MS <= now.getTime()) continue;
      const description = [
        `Pilots: ${pilotsText}`,
        `SIM-${letter} instructor: ${person(instructorCode, instructorName)}`,
        ...(row.note ? [`Note: ${row.note}`] : []),
      ].join("\n");
      lines.push(
        "BEGIN:VEVENT",
        `UID:sim-${row.id}-${letter.toLowerCase()}@trms`,
        `DTSTAMP:${icsTime(now)}`,
        `DTSTART:${icsTime(start)}`,
        `DTEND:${icsTime(new Date(start.getTime() + SESSION_MS))}`,
        `LAST-MODIFIED:${icsTime(row.updatedAt)}`,
        `SUMMARY:${escapeText(`SIM ${letter} ${place}${isPilot ? "" : " (instructor)"}`)}`,
        `LOCATION:${escapeText(place)}`,
        `DESCRIPTION:${escapeText(description)}`,
        "END:VEVENT",
      );
    }
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** The token is derived, not stored: the row keeps its nonce and the token's SHA-256 only. */
export const calendarTokenOf = (secret: Uint8Array, userId: number, nonce: string) =>
  hmacHex(secret, `sim-calendar:${userId}:${nonce}`);

export const calendarUrlOf = (publicUrl: string, token: string) =>
  `${publicUrl}/api/v1/sim/calendar/${token}.ics`;

/** A crew code's upcoming sessions as an iCalendar file. */
export async function calendarOf(db: Database, crewCode: string, now = new Date()) {
  // A session that started less than its length ago is still under way: read from there on.
  const from = new Date(now.getTime() - SESSION_MS);
  return simCalendar(await upcomingSimSessionsOf(db, crewCode, from, CALENDAR_MAX_SESSIONS), crewCode, now);
}
