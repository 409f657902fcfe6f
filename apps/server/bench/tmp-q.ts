import { readFileSync } from "node:fs";
import { createPglite } from "../src/db/client";

const client = await createPglite({ dataDir: "/tmp/exp/pg" });
const file = process.argv[2] as string;
const stmts = readFileSync(file, "utf8").split(";;").map((s) => s.trim()).filter(Boolean);
for (const s of stmts) {
  if (s.startsWith("!")) { await client.exec(s.slice(1)); continue; }
  for (let i = 0; i < 3; i++) await client.query(s);
  const t = performance.now();
  for (let i = 0; i < 10; i++) await client.query(s);
  console.log(`${((performance.now() - t) / 10).toFixed(1)} ms :: ${s.replace(/\s+/g, " ").slice(0, 200)}`);
  if (process.env.EXPLAIN)
    console.log((await client.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${s}`)).rows.map((r) => r["QUERY PLAN"]).join("\n"));
}
await client.close();
