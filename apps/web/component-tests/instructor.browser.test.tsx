import { it } from "vitest";
import { filterDrawer, firstTrainingFlightOf, lineTrainingSubmissions, pilotIdOf } from "./screen-parts";
import { auditScreens, demo, firstRow, LANGUAGES, recordedReplies, signInAs } from "./screens";

// Every instructor screen, in Vietnamese and in English, with its main dialogs open, has no
// axe-core violation of any impact (WCAG 2.x A/AA and axe's best practices).
const replies = recordedReplies("instructor");

for (const lang of LANGUAGES) {
  it(`instructor screens [${lang}]`, async () => {
    await signInAs(replies, demo.instructor, lang);
    const pilotId = await pilotIdOf("P0001");
    const flightId = await firstTrainingFlightOf(pilotId);
    await auditScreens(lang, [
      { name: "training flights, choosing a pilot", path: "/pilot/training-flight" },
      {
        name: "training flights of a pilot",
        path: `/pilot/training-flight?pilot_id=${pilotId}`,
        ready: firstRow,
        dialogs: [filterDrawer],
      },
      { name: "training flight create", path: `/pilot/training-flight-create?pilot_id=${pilotId}` },
      { name: "training flight detail", path: `/pilot/training-flight-detail/${flightId}?mode=detail` },
      {
        name: "base trainings of a pilot",
        path: `/pilot/base-training?pilot_id=${pilotId}`,
        ready: firstRow,
      },
      { name: "base training create", path: `/pilot/base-training/create?pilot_id=${pilotId}` },
      { name: "theory test create", path: `/pilot/theory-test/create?pilot_id=${pilotId}` },
      { name: "progress theory create", path: `/pilot/progress-theory-report/create?pilot_id=${pilotId}` },
      { name: "FOT list", path: "/pilot/fot/list", ready: firstRow },
      { name: "criteria report of a pilot", path: `/pilot/criteria-report?pilot_id=${pilotId}` },
      {
        name: "line training list",
        path: "/pilot/line-training",
        ready: firstRow,
        dialogs: [filterDrawer, lineTrainingSubmissions],
      },
      { name: "line training create", path: "/pilot/line-training/create" },
      { name: "line checks", path: "/pilot/line-check", ready: firstRow },
    ]);
  });
}
