import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { DOCUMENT_FLEETS, DOCUMENT_TYPE_NAMES, type DocumentType } from "@trms/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { attachments } from "../../db/tables/attachments.table";
import { trainingDocuments } from "../../db/tables/training-document.table";
import { users } from "../../db/tables/user.table";
import { airlineToday } from "../../lib/airline-time";
import { demoPdf } from "../../lib/demo-pdf";
import { storedFileKey } from "../../lib/files/file-key";
import type { FileStore } from "../../lib/files/file-store";
import { TRAINING_DOCUMENT_FILES } from "./training-document.rules";

const TITLES: Record<DocumentType, string[]> = {
  0: ["SIM briefing pack", "SIM session guide"],
  1: ["Line check standards", "Line check form guide"],
  2: ["Line training syllabus", "Line training handbook"],
  3: ["Crew notice", "Operations bulletin"],
};

const monthsBefore = (iso: string, months: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
};

/**
 * Demo documents: one of each type for each fleet and for All, each with one or
 * two real PDFs, an older SIM document of A321 behind the current one and a next-month one that
 * the folder does not show yet.
 */
export async function seedTrainingDocumentDemo(db: Database, store: FileStore) {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, "admin@demo.trms"));
  const today = airlineToday();
  const plans: {
    fleet: string;
    type: DocumentType;
    start: string;
    name: string;
    note: string | null;
    files: number;
  }[] = [];
  DOCUMENT_FLEETS.forEach((fleet, f) => {
    for (const type of [0, 1, 2, 3] as DocumentType[]) {
      const label = fleet === "ALL" ? "All fleets" : fleet;
      plans.push({
        fleet,
        type,
        start: monthsBefore(today, 1 + ((f + type) % 4)),
        name: `${label} ${TITLES[type][0]} ${today.slice(0, 4)}`,
        note: type === 3 ? "Read before the next duty" : null,
        files: 1 + ((f + type) % 2),
      });
    }
  });
  plans.push(
    {
      fleet: "A321",
      type: 0,
      start: monthsBefore(today, 14),
      name: "A321 SIM session guide (previous)",
      note: "Replaced",
      files: 1,
    },
    {
      fleet: "A321",
      type: 0,
      start: monthsBefore(today, -1),
      name: "A321 SIM session guide (next month)",
      note: "Applies from its start date",
      files: 1,
    },
  );
  for (const plan of plans) {
    const [document] = await db
      .insert(trainingDocuments)
      .values({
        fleet: plan.fleet,
        trainingType: plan.type,
        documentName: plan.name,
        startDate: plan.start,
        note: plan.note,
        createdBy: admin?.id ?? null,
      })
      .returning({ id: trainingDocuments.id });
    if (!document) continue;
    for (let n = 1; n <= plan.files; n++) {
      const [year, month] = plan.start.split("-");
      const originalName = `${plan.name.replace(/[^\w -]+/g, "")} - part ${n}.pdf`;
      const key = storedFileKey({
        folder: TRAINING_DOCUMENT_FILES.kind,
        name: originalName,
        mime: "application/pdf",
        at: new Date(`${year}-${month}-01T00:00:00Z`),
      });
      const pdf = demoPdf([
        plan.name,
        `Fleet: ${plan.fleet} - Type: ${DOCUMENT_TYPE_NAMES[plan.type]}`,
        `Effective from ${plan.start}`,
        `Part ${n} of ${plan.files}`,
      ]);
      const { size } = await store.put(key, Readable.from(pdf));
      await db.insert(attachments).values({
        recordKind: TRAINING_DOCUMENT_FILES.kind,
        recordId: document.id,
        fileKey: key,
        originalName,
        mime: "application/pdf",
        size,
        sha256: createHash("sha256").update(pdf).digest("hex"),
      });
    }
  }
}
