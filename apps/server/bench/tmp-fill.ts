import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { createPglite, openPglite } from "../src/db/client";
import { vacuumDatabase } from "../src/db/maintenance";
import { seedDemo } from "../src/seed";
import { fill, fillSimSessions } from "./fill";

const database = await openPglite(await createPglite({ dataDir: "/tmp/exp/pg" }));
await database.migrate();
const config = { ...loadConfig({ ...process.env, DATA_DIR: "/tmp/exp/data" }), logLevel: "silent", webDist: undefined };
const app = await buildApp({ config, database, logger: false } as never);
await seedDemo(database.db, app.deps.fileStore);
await fill(database, 100000, false);
await database.db.execute(`
    insert into toldg_records (pilot_id, license_number, sim_date, recency_date, ac_expired_date, total_flight_hours, on_type_flight_hours, submitted_at)
    select p.id, 'VN' || (30000 + p.id), current_date - (p.id % 200), current_date + 90 - (p.id % 150), current_date + 90 - (p.id % 150),
           (1000 + p.id % 9000)::real, (300 + p.id % 4000)::real, now()
    from pilots p where p.crew_code like 'B%'`);
await fillSimSessions(database, 100000);
console.log(await vacuumDatabase(database));
await app.close();
await database.close();
process.exit(0);
