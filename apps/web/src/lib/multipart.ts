/** Dotted and indexed multipart names (`sectors[0].departure`, `autoland.runway`), as the contract writes them. */
function appendFields(form: FormData, value: unknown, name: string): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      appendFields(form, item, `${name}[${index}]`);
    });
  } else if (typeof value === "object" && !(value instanceof Blob)) {
    for (const [key, inner] of Object.entries(value))
      appendFields(form, inner, name ? `${name}.${key}` : key);
  } else if (value instanceof Blob) {
    form.append(name, value);
  } else {
    form.append(name, String(value));
  }
}

/**
 * The multipart body of every upload: text fields (nested objects and lists flattened to the
 * contract's dotted names; null and undefined left out) and the file parts under their spec names
 * (`avatar`, `report`, `phase_report.report`, a list under `files`); a missing file is simply not sent.
 */
export function multipartBody(
  fields: Record<string, unknown>,
  files: Record<string, Blob | readonly Blob[] | null | undefined> = {},
): FormData {
  const form = new FormData();
  appendFields(form, fields, "");
  // Several files under one name (`files` of a training document) are repeated parts of that name.
  for (const [name, file] of Object.entries(files))
    for (const one of Array.isArray(file) ? file : file ? [file] : []) form.append(name, one);
  return form;
}
