import type { SessionUser, SimPilotOrder, SimSession } from "@trms/shared";
import { can } from "@trms/shared";
import type { TFunction } from "i18next";
import type { ListColumn } from "../../components/list/list-column";
import { downloadedColumn } from "./components/downloaded-column";
import { PilotFormCell } from "./components/pilot-form-cell";

/** What the SIM form workflow adds to the SIM list's columns: each pilot's cell with its actions, and the downloaded column. */
export function simFormListColumns(user: SessionUser | null, t: TFunction<"sim-form">) {
  return {
    pilotCell: (session: SimSession, order: SimPilotOrder) => (
      <PilotFormCell session={session} order={order} />
    ),
    afterPilots: can(user, "sim_form.set_downloaded_flag")
      ? [downloadedColumn(t)]
      : ([] as ListColumn<SimSession>[]),
  };
}
