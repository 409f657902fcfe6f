import { isPilotArea } from "@trms/shared";
import { lazy, Suspense } from "react";
import { GateHold } from "../../components/landing-gate";
import { useAuth } from "../../lib/auth";
import { loadMyTasksPanel } from "./preload";

const MyTasksPanel = lazy(loadMyTasksPanel);

/** The "My tasks" panel of a pilot-area landing page; nothing for other accounts. */
export function MyTasks() {
  const { user } = useAuth();
  if (!isPilotArea(user)) return null;
  return (
    <GateHold>
      <Suspense fallback={null}>
        <MyTasksPanel />
      </Suspense>
    </GateHold>
  );
}
