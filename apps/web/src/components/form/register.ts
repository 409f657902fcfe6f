import type { FieldValues, Path, UseFormRegister } from "react-hook-form";

/**
 * react-hook-form's register for an MUI TextField: its `ref` must reach the <input> (inputRef),
 * not the wrapper, so focus-on-error works.
 */
export function muiRegister<Values extends FieldValues>(register: UseFormRegister<Values>) {
  return (name: Path<Values>) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref };
  };
}
