/**
 * The document list's middle pages start from keys remembered along its order: each
 * holds exactly the rows of the plain OFFSET query, equal start dates included, for the default
 * order, a name order and a fleet's scope, before and after writes move the keys.
 */
import { trainingDocumentListSchema } from "@trms/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../test/harness";
import type { DatabaseHandle } from "../../db/client";
import { ANCHOR_STEP, DEEP_OFFSET } from "../../lib/sql";
import { trainingDocumentPage } from "./training-document.repository";

let handle: DatabaseHandle;

const idsOf = async (query: string) =>
  ((await handle.db.execute(sql.raw(query))) as unknown as { rows: { id: number }[] }).rows.map((r) =>
    Number(r.id),
  );

beforeAll(async () => {
  handle = await freshDatabase();
  // Start dates repeat every 40 documents (equal sort values); fleets alternate with All.
  await handle.db.execute(
    sql.raw(`
    insert into training_documents (fleet, training_type, document_name, start_date)
    select (array['ALL','A321'])[1 + g % 2], g % 4, 'Document ' || (g % 97), date '2020-01-01' + (g % 40)
    from generate_series(1, 2600) g`),
  );
});

afterAll(async () => {
  await handle.close();
});

describe("document list middle pages", () => {
  const cases = [
    { sortBy: undefined, column: "start_date", order: "-" as const, scope: null },
    { sortBy: "document_name", column: "document_name", order: "+" as const, scope: null },
    { sortBy: "start_date", column: "start_date", order: "+" as const, scope: "A321" },
  ];
  const samePages = async () => {
    const [total = 0] = await idsOf("select count(*) as id from training_documents");
    for (const { sortBy, column, order, scope } of cases) {
      const direction = order === "+" ? "asc" : "desc";
      const offsets = [DEEP_OFFSET, total / 2, DEEP_OFFSET + ANCHOR_STEP, DEEP_OFFSET + ANCHOR_STEP + 20];
      for (const offset of offsets.map((o) => 20 * Math.floor(o / 20))) {
        const plain = await idsOf(
          `select id from training_documents ${scope ? `where fleet in ('${scope}', 'ALL')` : ""}
           order by ${column} ${direction}, id ${direction} limit 20 offset ${offset}`,
        );
        const input = trainingDocumentListSchema.parse({
          page_number: offset / 20 + 1,
          page_count: 20,
          order,
          sort_by: sortBy,
        });
        const page = await trainingDocumentPage(handle.db, input, scope);
        expect(page.rows.map((row) => row.id)).toEqual(plain);
      }
    }
  };

  it("hold the same rows as the plain OFFSET query, before and after writes move the keys", async () => {
    await samePages();
    await handle.db.execute(
      sql.raw("update training_documents set start_date = start_date + 3 where id % 11 = 0"),
    );
    await samePages();
    await handle.db.execute(sql.raw("delete from training_documents where id % 13 = 0"));
    await samePages();
  });
});
