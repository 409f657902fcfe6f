import type { Feature } from "../../lib/feature";
import { ledgerRoutes } from "./ledger.routes";
import { ledgerService } from "./ledger.service";

export { toLedgerRow, VALIDITY_COLUMNS as validityEndColumns } from "./ledger.repository";
export { pilotValidities } from "./ledger.table";

/** The qualification ledger: validities derived from the records, the dashboard figures, the export. */
export const ledgerFeature: Feature = {
  name: "ledger",
  async routes(api, { database }) {
    await api.register(ledgerRoutes, { service: ledgerService({ db: database.db }) });
  },
};
