import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import Typography from "@mui/material/Typography";
import { RECORD_COMMENT_MAX, THEORY_TEST_TOPIC_GROUPS, type TheoryTestDetail } from "@trms/shared";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../components/form/section-card";
import { FormTextField } from "../../../components/form/text-field";
import {
  RecordFormFrame,
  RecordPeopleFields,
  ReportField,
  ResultField,
} from "../../../components/training-record/record-form";
import { THEORY_TEST_FIELDS, type TheoryTestFormValues, theoryTestResolver } from "./form-values";

interface TheoryTestFormProps {
  initial: TheoryTestFormValues;
  pilotId: number;
  readOnly: boolean;
  trainee: string;
  instructor: string;
  detail?: TheoryTestDetail;
  onCancel?: () => void;
  onSubmit?: (values: TheoryTestFormValues, onProgress: (fraction: number) => void) => Promise<void>;
}

/** The THEORY TEST form of part1 §2: the 12 topics in their three groups, comments, result, report. */
export function TheoryTestForm(props: TheoryTestFormProps) {
  const { t } = useTranslation("theory-test");
  const { readOnly } = props;
  const form = useForm<TheoryTestFormValues>({
    defaultValues: props.initial,
    resolver: theoryTestResolver(props.pilotId),
    shouldFocusError: true,
  });
  return (
    <RecordFormFrame
      form={form}
      readOnly={readOnly}
      instructor={props.instructor}
      detail={props.detail}
      serverFields={THEORY_TEST_FIELDS}
      submitLabel={t("actions.save")}
      onCancel={() => props.onCancel?.()}
      onSubmit={async (values, onProgress) => props.onSubmit?.(values, onProgress)}
    >
      <SectionCard title={t("form.sections.test")}>
        <RecordPeopleFields
          form={form}
          readOnly={readOnly}
          trainee={props.trainee}
          instructor={props.instructor}
          dateName="date_of_test"
          dateLabel={t("fields.date_of_test")}
        />
      </SectionCard>
      <SectionCard title={t("form.sections.topics")} subtitle={readOnly ? undefined : t("form.topics_hint")}>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr 1fr" } }}>
          {THEORY_TEST_TOPIC_GROUPS.map(({ group, topics }) => (
            <TopicGroup key={group} title={t(`groups.${group}`)}>
              {topics.map((topic) => (
                <Controller
                  key={topic}
                  control={form.control}
                  name={topic}
                  render={({ field }) => (
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={Boolean(field.value)}
                          // Read-only stays legible (a disabled box would be greyed out).
                          onChange={(event) => !readOnly && field.onChange(event.target.checked)}
                          slotProps={{ input: { ref: field.ref, readOnly, "aria-readonly": readOnly } }}
                        />
                      }
                      label={t(`topics.${topic}`)}
                    />
                  )}
                />
              ))}
            </TopicGroup>
          ))}
        </Box>
      </SectionCard>
      <SectionCard title={t("form.sections.result")}>
        <Box sx={{ display: "grid", gap: 2 }}>
          <FormTextField
            control={form.control}
            name="comments"
            label={t("fields.comments")}
            required
            multiline
            minRows={3}
            readOnly={readOnly}
            max={RECORD_COMMENT_MAX}
          />
          <ResultField form={form} name="result" readOnly={readOnly} />
          <ReportField form={form} name="report" readOnly={readOnly} existingUrl={props.detail?.report} />
        </Box>
      </SectionCard>
    </RecordFormFrame>
  );
}

function TopicGroup({ title, children }: { title: string; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: "divider", borderRadius: 1.5, p: 2 }}
    >
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      <FormGroup>{children}</FormGroup>
    </Box>
  );
}
