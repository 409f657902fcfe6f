import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "className"> {
  label: string;
  /** Already translated. */
  error?: string;
  /** Something inside the right edge of the input, e.g. a show-password button. */
  adornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error below; register() from react-hook-form spreads straight onto it. */
export function TextField({ label, error, adornment, id, ref, ...input }: TextFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  return (
    <div className="pub-field">
      <label className="pub-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="pub-field__control">
        <input
          ref={ref}
          id={inputId}
          className={adornment ? "pub-field__input pub-field__input--adorned" : "pub-field__input"}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {adornment ? <span className="pub-field__adornment">{adornment}</span> : null}
      </div>
      {error ? (
        <p className="pub-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
