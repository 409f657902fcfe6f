import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import type { SimConflict, SimInput } from "@trms/shared";
import { useEffect, useRef, useState } from "react";
import { type FieldError, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useErrorText } from "../../../components/form/errors";
import { FormSubmitBar } from "../../../components/form/form-submit-bar";
import { useLeaveGuard } from "../../../components/form/leave-guard";
import { SectionCard } from "../../../components/form/section-card";
import { useFormSubmit } from "../../../components/form/use-form-submit";
import { checkSimConflicts } from "../api";
import { emptySimRow, type SimFormValues, simFormPath, simFormResolver, simInputOf } from "../form-values";
import { ConflictWarnings } from "./conflict-warnings";
import { SimRowFields } from "./sim-row-fields";

/** The API fields a save may refuse, on any row (create_monthly_sim) or on the one row (update_sim). */
const SERVER_FIELD =
  /^(sims\.\d+\.)?(first_pilot_crew_code|second_pilot_crew_code|sima_instructor_crew_code|simb_instructor_crew_code|sessiona_date_time|sessiona_place|sessionb_date_time|sessionb_place|note)$/;

type Question = { kind: "conflicts"; conflicts: SimConflict[] } | { kind: "confirm" };

interface SimFormProps {
  /** A monthly list: rows can be added and removed. Editing holds one session. */
  rows: "many" | "one";
  defaultValues: SimFormValues;
  /** The session being edited, so it does not conflict with itself. */
  sessionId?: number;
  submitLabel: string;
  /** Asked before saving ('Are you sure to update this SIM?'). */
  confirm?: { title: string; message: string; confirmLabel: string };
  otherPath?: (id: number) => string;
  onSave: (sims: SimInput[]) => Promise<unknown>;
  onCancel: () => void;
}

/** Thrown when the user backs out of a warning or a confirmation: the form stays as it is. */
const backedOut = () => new DOMException("The user went back to the form", "AbortError");

/**
 * Create or edit SIM sessions (part2 §2, §5): the shared rules on every field, then the overlap
 * warnings (saving stays allowed), then the confirmation the spec asks for, then one save.
 */
export function SimForm(props: SimFormProps) {
  const { t } = useTranslation("sim");
  const errorText = useErrorText("sim");
  const form = useForm<SimFormValues>({ defaultValues: props.defaultValues, resolver: simFormResolver });
  const rows = useFieldArray({ control: form.control, name: "sims" });
  const [question, setQuestion] = useState<Question | null>(null);
  const answer = useRef<((go: boolean) => void) | null>(null);

  const ask = (next: Question) =>
    new Promise<void>((resolve, reject) => {
      setQuestion(next);
      answer.current = (go) => {
        answer.current = null;
        setQuestion(null);
        if (go) resolve();
        else reject(backedOut());
      };
    });

  // A change to the form after a warning makes the warning stale: the next save checks again.
  useEffect(() => {
    const subscription = form.watch(() => answer.current?.(false));
    return () => subscription.unsubscribe();
  }, [form]);

  const { submit, pending } = useFormSubmit(
    form,
    async (values) => {
      const sims = values.sims.map(simInputOf);
      const conflicts = await checkSimConflicts(
        sims.map((sim) => (props.sessionId ? { ...sim, id: props.sessionId } : sim)),
      ).then(
        (reply) => reply.conflicts,
        // The check only warns; when it cannot run, saving goes ahead as it would without it.
        () => [] as SimConflict[],
      );
      if (conflicts.length > 0) await ask({ kind: "conflicts", conflicts });
      if (props.confirm) await ask({ kind: "confirm" });
      await props.onSave(sims);
    },
    {
      serverFields: (path) => SERVER_FIELD.test(path),
      pathOf: (path) => simFormPath(path, 0),
    },
  );
  const guard = useLeaveGuard(form.formState.isDirty && !pending);
  const rootError = errorText(
    (form.formState.errors.root ?? form.formState.errors.sims?.root) as FieldError | undefined,
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2 }}>
      {rows.fields.map((row, index) => (
        <SectionCard
          key={row.id}
          title={props.rows === "many" ? t("form.row_title", { number: index + 1 }) : t("form.single_title")}
          subtitle={props.rows === "many" && index === 0 ? t("form.rows_subtitle") : undefined}
          action={
            props.rows === "many" && rows.fields.length > 1 ? (
              <IconButton
                aria-label={t("actions.remove_row", { number: index + 1 })}
                onClick={() => rows.remove(index)}
                disabled={pending}
              >
                <DeleteIcon />
              </IconButton>
            ) : undefined
          }
        >
          <SimRowFields control={form.control} index={index} />
        </SectionCard>
      ))}
      {props.rows === "many" ? (
        <Box>
          <Button startIcon={<AddIcon />} onClick={() => rows.append(emptySimRow())} disabled={pending}>
            {t("actions.add_row")}
          </Button>
        </Box>
      ) : null}
      {rootError ? <Alert severity="error">{rootError}</Alert> : null}
      {question?.kind === "conflicts" ? (
        <ConflictWarnings
          conflicts={question.conflicts}
          numbered={props.rows === "many" && rows.fields.length > 1}
          otherPath={props.otherPath}
          saveLabel={t("actions.save_anyway")}
          pending={false}
          onSaveAnyway={() => answer.current?.(true)}
        />
      ) : null}
      <FormSubmitBar
        progress={null}
        pending={pending}
        submitLabel={props.submitLabel}
        cancelLabel={t("actions.cancel")}
        onCancel={() => {
          answer.current?.(false);
          guard.release();
          props.onCancel();
        }}
      />
      {props.confirm ? (
        <ConfirmDialog
          open={question?.kind === "confirm"}
          title={props.confirm.title}
          message={props.confirm.message}
          confirmLabel={props.confirm.confirmLabel}
          cancelLabel={t("actions.cancel")}
          onConfirm={() => answer.current?.(true)}
          onClose={() => answer.current?.(false)}
        />
      ) : null}
      {guard.dialog}
    </Box>
  );
}
