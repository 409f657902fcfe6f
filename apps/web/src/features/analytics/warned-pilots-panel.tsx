import { lazy, Suspense } from "react";
import { GateHold } from "../../components/landing-gate";
import { useAuth } from "../../lib/auth";
import type { Area } from "./paths";
import { loadWarnedPilotsSection, showsWarnedPilots } from "./preload";

const WarnedPilotsSection = lazy(loadWarnedPilotsSection);

interface WarnedPilotsPanelProps {
  /** The area of the page it stands on: an account of the other area sees nothing here. */
  area: Area;
  /** At most this many pilots, then a link to the whole list on the trends screen. */
  limit?: number;
}

/**
 * The pilots with an open warning, for whoever may ask
 * (`analytics.warnings`): the training office on its dashboard, an instructor on their landing page,
 * both on the trends screen. Nothing for anyone else; its code loads only when it shows.
 */
export function WarnedPilotsPanel({ area, limit }: WarnedPilotsPanelProps) {
  const { user } = useAuth();
  if (!showsWarnedPilots(user, area)) return null;
  return (
    <GateHold>
      <Suspense fallback={null}>
        <WarnedPilotsSection limit={limit} />
      </Suspense>
    </GateHold>
  );
}
