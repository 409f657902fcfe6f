import { DEMO_PASSWORD, DEMO_SIGN_INS, FLEETS, Permission, Position, Role } from "@trms/shared";
import { sql } from "drizzle-orm";
import { type Database, STARTUP_LOCK_KEY } from "./db/client";
import { pilots } from "./db/tables/pilot.table";
import { users } from "./db/tables/user.table";
import { features as allFeatures } from "./features";
import { hashVerifier, passwordVerifier, randomHex } from "./lib/crypto";
import type { Feature } from "./lib/feature";
import type { FileStore } from "./lib/files/file-store";

interface DemoAccount {
  email: string;
  fullName: string;
  role: Role;
  /** None for the inspector, who works within no fleet. */
  fleet: string | null;
  isAdmin?: boolean;
  managementRole?: Permission[];
  pilot?: Omit<typeof pilots.$inferInsert, "userId" | "fullName" | "fleet">;
}

const FAMILY = ["Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Vũ", "Đặng", "Bùi", "Đỗ", "Hồ", "Ngô", "Dương"];
const MIDDLE = ["Văn", "Minh", "Đức", "Quang", "Thị", "Hữu", "Thanh", "Công"];
const GIVEN = [
  "An",
  "Bình",
  "Cường",
  "Dũng",
  "Giang",
  "Hải",
  "Hùng",
  "Khánh",
  "Long",
  "Nam",
  "Phong",
  "Quân",
  "Sơn",
  "Tâm",
  "Thắng",
  "Tuấn",
  "Việt",
  "Vinh",
  "Hà",
  "Linh",
];
const BASES = ["HAN", "SGN", "DAD", "CXR"];
const POSITIONS = [
  Position.CAPTAIN,
  Position.FIRST_OFFICER,
  Position.CAPTAIN_TRAINING,
  Position.FIRST_OFFICER_TRAINING,
];

function demoPilots(): DemoAccount[] {
  return GIVEN.map((given, i) => {
    const fleet = FLEETS[i % FLEETS.length] as string;
    const year = 1975 + (i % 20);
    return {
      email: `pilot${String(i + 10).padStart(2, "0")}@demo.trms`,
      fullName: `${FAMILY[i % FAMILY.length]} ${MIDDLE[i % MIDDLE.length]} ${given}`,
      role: Role.PILOT,
      fleet,
      pilot: {
        crewCode: `P${String(1010 + i)}`,
        namePosition: POSITIONS[i % POSITIONS.length],
        dateOfBirth: `${year}-${String((i % 12) + 1).padStart(2, "0")}-15`,
        function: i % 4 === 0 ? "Captain" : "First Officer",
        caavNumber: `VN${String(20000 + i * 37)}`,
        phoneNumber: `09${String(12345670 + i * 131).slice(0, 8)}`,
        fleetPosition: fleet,
        base: BASES[i % BASES.length],
        joiningDate: `${2010 + (i % 12)}-03-01`,
        firstFlightDate: `${2011 + (i % 12)}-06-01`,
        seniorityPoint: 100 + i * 7,
      },
    };
  });
}

export function demoAccounts(): DemoAccount[] {
  return [
    { email: DEMO_SIGN_INS.admin, fullName: "Quản trị viên", role: Role.ADMIN, fleet: "A321", isAdmin: true },
    {
      email: DEMO_SIGN_INS.staff,
      fullName: "Phạm Thu Trang",
      role: Role.USER,
      fleet: "A321",
      managementRole: [Permission.VIEW_PILOT_LIST, Permission.VIEW_SIM],
    },
    {
      email: DEMO_SIGN_INS.instructor,
      fullName: "Trần Quốc Huy",
      role: Role.INSTRUCTOR,
      fleet: "A321",
      pilot: {
        crewCode: "I0001",
        namePosition: Position.CAPTAIN,
        function: "Captain",
        instructorRating: "TRI",
        phoneNumber: "0903000001",
        base: "HAN",
        fleetPosition: "A321",
        caavNumber: "VN10001",
      },
    },
    // A second instructor: the demo SIM sessions hold both one instructor on both sessions (no
    // stage 2) and two instructors (SIM-A stage 2, SIM-B stage 3).
    {
      email: "instructor2@demo.trms",
      fullName: "Đỗ Thanh Tùng",
      role: Role.INSTRUCTOR,
      fleet: "A321",
      pilot: {
        crewCode: "I0009",
        namePosition: Position.CAPTAIN,
        function: "Captain",
        instructorRating: "TRI",
        phoneNumber: "0903000004",
        base: "SGN",
        fleetPosition: "A321",
        caavNumber: "VN10004",
      },
    },
    {
      email: DEMO_SIGN_INS.pilot,
      fullName: "Nguyễn Văn Minh",
      role: Role.PILOT,
      fleet: "A321",
      pilot: {
        crewCode: "P0001",
        namePosition: Position.FIRST_OFFICER_TRAINING,
        function: "First Officer",
        phoneNumber: "0903000002",
        base: "HAN",
        fleetPosition: "A321",
        caavNumber: "VN10002",
      },
    },
    {
      email: "pilot2@demo.trms",
      fullName: "Lê Hoàng Nam",
      role: Role.PILOT,
      fleet: "A321",
      pilot: {
        crewCode: "P0002",
        namePosition: Position.FIRST_OFFICER,
        function: "First Officer",
        phoneNumber: "0903000003",
        base: "SGN",
        fleetPosition: "A321",
        caavNumber: "VN10003",
      },
    },
    ...demoPilots(),
    // An aviation authority inspector; the inspector feature's seed grants it two pilots.
    {
      email: DEMO_SIGN_INS.inspector,
      fullName: "Thanh tra Cục Hàng không",
      role: Role.INSPECTOR,
      fleet: null,
    },
  ];
}

/**
 * Fills an empty database with the demo accounts of the README, then each feature's demo rows in
 * list order; does nothing when any account exists. Tests may pass fewer features (none: accounts only).
 */
export async function seedDemo(
  db: Database,
  store: FileStore,
  features: readonly Feature[] = allFeatures,
): Promise<boolean> {
  const [existing] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(users);
  if ((existing?.count ?? 0) > 0) return false;
  // One salt and one argon2id hash for every demo account: they share the password the README
  // publishes, so a salt of their own protected nothing, and hashing each (64 MB of memory and a few
  // hundred milliseconds apiece) was most of a seeded first start.
  const salt = randomHex(16);
  const hash = await hashVerifier(passwordVerifier(DEMO_PASSWORD, salt));
  const prepared = demoAccounts().map((account) => ({ account, salt, hash }));
  // One transaction under the start-up lock (the migrations' advisory lock): instances that start
  // together on one empty database seed it once, the others find it seeded; a start that dies
  // half-way leaves no half demo behind, so the next start seeds it whole (files it stored are
  // swept as orphans).
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK_KEY})`);
    const [seeded] = await tx.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(users);
    if ((seeded?.count ?? 0) > 0) return false;
    for (const { account, salt, hash } of prepared) {
      const [user] = await tx
        .insert(users)
        .values({
          email: account.email,
          fullName: account.fullName,
          role: account.role,
          fleet: account.fleet,
          isAdmin: account.isAdmin ?? false,
          managementRole: account.managementRole ?? [],
          passwordSalt: salt,
          passwordHash: hash,
        })
        .returning({ id: users.id });
      if (account.pilot && user) {
        await tx
          .insert(pilots)
          .values({ ...account.pilot, fullName: account.fullName, fleet: account.fleet, userId: user.id });
      }
    }
    for (const feature of features) await feature.seed?.(tx, store);
    return true;
  });
}
