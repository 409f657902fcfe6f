import Box from "@mui/material/Box";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { type Control, type FieldValues, type Path, useController } from "react-hook-form";
import { useNumbers } from "../../lib/use-numbers";
import { useErrorText } from "./errors";

export type FormTextFieldProps<Values extends FieldValues> = Omit<
  TextFieldProps,
  "name" | "value" | "defaultValue" | "onChange" | "error"
> & {
  control: Control<Values>;
  name: Path<Values>;
  /** The feature's locale namespace for its own error keys (errors.fleet_required); validation by default. */
  namespace?: string;
  /** The shared schema's length limit: shows a counter as the text nears it (always on a text area). */
  max?: number;
  /** Shown, and not editable, styled as a value rather than an input. */
  readOnly?: boolean;
};

/** Share of the limit from which a one-line field shows its counter. */
const COUNTER_FROM = 0.8;

/**
 * The text input of every form: the field's error under it in the user's language (with the limit
 * it broke), a required star, a character counter near a long limit, and a read-only look.
 */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  namespace,
  max,
  readOnly,
  helperText,
  slotProps,
  ...props
}: FormTextFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useErrorText(namespace);
  const numbers = useNumbers();
  const value = (field.value ?? "") as string;
  const message = errorText(fieldState.error) ?? helperText;
  const counted = max !== undefined && !readOnly && (props.multiline || value.length >= max * COUNTER_FROM);
  const counter = counted ? `${numbers.format(value.length)}/${numbers.format(max)}` : null;

  return (
    <TextField
      {...props}
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required={readOnly ? false : props.required}
      error={Boolean(fieldState.error)}
      helperText={
        counter ? (
          <Box component="span" sx={{ display: "flex", gap: 1, justifyContent: "space-between" }}>
            <span>{message}</span>
            <Box
              component="span"
              sx={{ flexShrink: 0, color: value.length > (max ?? 0) ? "error.main" : undefined }}
            >
              {counter}
            </Box>
          </Box>
        ) : (
          message
        )
      }
      slotProps={{
        ...slotProps,
        input: { ...(slotProps?.input as object), readOnly },
      }}
    />
  );
}
