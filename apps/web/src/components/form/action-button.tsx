import Button, { type ButtonProps } from "@mui/material/Button";
import { type MouseEvent, useRef, useState } from "react";

export interface ActionButtonProps extends Omit<ButtonProps, "onClick"> {
  /** The action; a returned promise keeps the button disabled until it settles. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  /** A request the caller runs (a form submit, a mutation) that also keeps the button disabled. */
  pending?: boolean;
}

/**
 * The button of every submit and action (approve, delete, activate, save): disabled with a spinner
 * while its request runs, and deaf to a second click before the first has re-rendered it, so a
 * double-click sends one request.
 */
export function ActionButton({ onClick, pending = false, loading, ...props }: ActionButtonProps) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (running.current || pending) {
      event.preventDefault();
      return;
    }
    const result = onClick?.(event);
    if (!(result instanceof Promise)) return;
    running.current = true;
    setBusy(true);
    result
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  };

  return <Button {...props} loading={Boolean(loading) || pending || busy} onClick={click} />;
}

/** A form's submit button: contained, disabled while the form's submit runs (see useFormSubmit). */
export function SubmitButton({ pending, ...props }: Omit<ActionButtonProps, "type"> & { pending: boolean }) {
  return <ActionButton variant="contained" {...props} type="submit" pending={pending} />;
}
