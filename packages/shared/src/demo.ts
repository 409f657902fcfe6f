/**
 * The demo's sign-in accounts (README), one of each kind of user: the seed makes them, the browser
 * journeys and the screen tests sign in as them, each with the demo password.
 */
export const DEMO_PASSWORD = "Demo@1234";
export const DEMO_SIGN_INS = {
  admin: "admin@demo.trms",
  staff: "staff@demo.trms",
  instructor: "instructor@demo.trms",
  pilot: "pilot@demo.trms",
  /** An aviation authority inspector, granted two pilots' training files by the demo. */
  inspector: "inspector@demo.trms",
} as const;
