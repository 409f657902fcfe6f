import { type Control, type FieldValues, type Path, useController } from "react-hook-form";
import { DateField } from "../date-field";
import { useErrorText } from "./errors";

interface FormDateFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
  namespace?: string;
  required?: boolean;
  readOnly?: boolean;
}

/** A form's date: DD/MM/YYYY typed or picked; an impossible date says "invalid date", not "required". */
export function FormDateField<Values extends FieldValues>({
  control,
  name,
  label,
  namespace,
  required,
  readOnly,
}: FormDateFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useErrorText(namespace);
  return (
    <DateField
      label={label}
      value={(field.value ?? "") as string}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={errorText(fieldState.error)}
      required={required}
      readOnly={readOnly}
      reportInvalid
    />
  );
}
