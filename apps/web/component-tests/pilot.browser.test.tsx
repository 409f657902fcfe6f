import { it } from "vitest";
import { page } from "vitest/browser";
import { getSession } from "../src/lib/session";
import {
  changePassword,
  firstDocumentId,
  firstTrainingFlightOf,
  recordIdsOf,
  trainingFileLoaded,
} from "./screen-parts";
import { auditScreens, demo, firstRow, LANGUAGES, recordedReplies, signInAs } from "./screens";

// Every screen of a pilot, in Vietnamese and in English, has no axe-core violation of any impact
// (WCAG 2.x A/AA and axe's best practices).
const replies = recordedReplies("pilot");

for (const lang of LANGUAGES) {
  it(`pilot screens [${lang}]`, async () => {
    await signInAs(replies, demo.pilot, lang);
    const pilotId = (getSession().user as { pilot_id: number }).pilot_id;
    const flightId = await firstTrainingFlightOf(pilotId);
    const records = await recordIdsOf(pilotId);
    const documentId = await firstDocumentId();
    await auditScreens(lang, [
      {
        name: "profile with the training file",
        path: "/pilot/profile",
        ready: trainingFileLoaded,
        dialogs: [changePassword],
      },
      { name: "training flights", path: "/pilot/training-flight", ready: firstRow },
      { name: "training flight detail", path: `/pilot/training-flight-detail/${flightId}?mode=detail` },
      { name: "base trainings", path: "/pilot/base-training", ready: firstRow },
      { name: "base training detail", path: `/pilot/base-training/detail/${records.baseTraining}?mode=view` },
      { name: "theory tests", path: "/pilot/theory-test", ready: firstRow },
      { name: "theory test detail", path: `/pilot/theory-test/detail/${records.theoryTest}?mode=view` },
      { name: "progress theory", path: "/pilot/progress-theory", ready: firstRow },
      {
        name: "progress theory detail",
        path: `/pilot/progress-theory-report/detail/${records.progressTheory}?mode=view`,
      },
      { name: "own criteria report", path: "/pilot/criteria-report?criteria=4" },
      { name: "SIM schedule", path: "/pilot/sim-schedule/list", ready: firstRow },
      { name: "training documents", path: "/pilot/training-document", ready: firstRow },
      { name: "training document detail", path: `/pilot/training-document/detail/${documentId}` },
      // The reading prompt of the demo pilot's latest line check opens over the list.
      {
        name: "line checks with the reading prompt",
        path: "/pilot/line-check",
        ready: () => page.getByRole("dialog"),
      },
    ]);
  });
}
