import type { SimArea } from "../../lib/sim-session";

/** A form's own page in each area: /admin/sim/forms/:formId, /pilot/sim/forms/:formId. */
export const simFormPath = (area: SimArea, formId: number) =>
  `${area === "admin" ? "/admin/sim" : "/pilot/sim"}/forms/${formId}`;
