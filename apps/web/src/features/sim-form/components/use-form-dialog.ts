import { useState } from "react";
import type { FormDialogKind } from "../record";

/** Which dialog of a form is showing; the last one stays mounted while it closes. */
export function useFormDialog() {
  const [state, setState] = useState<{ dialog: FormDialogKind | null; open: boolean }>({
    dialog: null,
    open: false,
  });
  return {
    dialog: state.dialog,
    open: state.open,
    show: (dialog: FormDialogKind) => setState({ dialog, open: true }),
    close: () => setState((now) => ({ ...now, open: false })),
  };
}
