import type { ReactNode } from "react";

/** The full-width primary button of a public form; busy while the request runs. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="pub-btn pub-btn--primary pub-btn--block"
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? <span className="pub-btn__spinner" aria-hidden /> : null}
      {children}
    </button>
  );
}
