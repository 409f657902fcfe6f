/** A message inside a form: errors are announced at once, successes politely. */
export function FormAlert({ severity, children }: { severity: "error" | "success"; children: string }) {
  return (
    <p className={`pub-alert pub-alert--${severity}`} role={severity === "error" ? "alert" : "status"}>
      {children}
    </p>
  );
}
