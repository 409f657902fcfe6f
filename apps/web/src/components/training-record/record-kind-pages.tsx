import { useQuery } from "@tanstack/react-query";
import {
  type SessionUser,
  TRAINING_RECORD_PAGE_SIZE,
  type TrainingRecordDetailBase,
  type TrainingRecordKind,
  type TrainingRecordRow,
} from "@trms/shared";
import type { TFunction } from "i18next";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../lib/notify";
import type { ListConfig } from "../list/list-address";
import type { ListColumn } from "../list/list-column";
import { useListParams } from "../list/use-list-params";
import { recordDetailQuery, recordListQuery, useCreateRecord, useDeleteRecord } from "./api";
import type { Area } from "./paths";
import { RecordCreatePage } from "./record-create-page";
import { RecordDetailPage } from "./record-detail-page";
import { RecordListPage } from "./record-list-page";
import { RecordTable } from "./record-table";

/** What a kind's form takes, whether it writes a new record or shows one read-only. */
export interface RecordKindFormProps<Values, Detail> {
  initial: Values;
  pilotId: number;
  readOnly: boolean;
  /** "Full name (crew code)" of the trainee. */
  trainee: string;
  instructor: string;
  detail?: Detail;
  onCancel?: () => void;
  onSubmit?: (values: Values, onProgress: (fraction: number) => void) => Promise<void>;
}

/**
 * One training-record kind whose screens are the common list, create and detail pages (base training,
 * theory test, progress check theory): its calls, list, date field, extra columns and form. The texts
 * come from the kind's namespace under the same keys.
 */
export interface RecordKind<
  DateKey extends string,
  Row extends TrainingRecordRow & Record<DateKey, string>,
  ListReply extends { total: number },
  Detail extends TrainingRecordDetailBase & Record<DateKey, string>,
  Values,
> {
  kind: TrainingRecordKind;
  namespace: string;
  list: ListConfig<undefined>;
  /** The `flt_training/<call>` names of part1. */
  calls: { list: string; detail: string; create: string; remove: string };
  rowsOf: (reply: ListReply) => Row[];
  /** The record's date (YYYY-MM-DD): its list column and sort key. */
  dateKey: DateKey;
  /** The list's columns after the date (hooks may be called here). */
  useColumns: () => ListColumn<Row>[];
  Form: ComponentType<RecordKindFormProps<Values, Detail>>;
  /** A new record's values; the writer may be its instructor. */
  emptyForm: (user: SessionUser) => Values;
  formFromDetail: (detail: Detail) => Values;
  toFormData: (values: Values, pilotId: number) => FormData;
}

/** A kind's list address: 10 per page (part1 §9), the newest record first unless sorted otherwise. */
export function recordKindList(sortKeys: readonly string[], dateKey: string): ListConfig<undefined> {
  return {
    defaultPageSize: TRAINING_RECORD_PAGE_SIZE,
    pageSizes: [5, 10, 25],
    sortKeys,
    defaultSort: { key: dateKey, order: "-" },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: each kind's own types; the pages only pass them through.
export type AnyRecordKind = RecordKind<any, any, any, any, any>;

function useDeleteOf(spec: AnyRecordKind) {
  return useDeleteRecord(spec.kind, spec.calls.remove);
}

function deleteTexts(t: TFunction) {
  return {
    deleteTitle: t("confirm.delete_title"),
    deleteMessage: (date: string) => t("confirm.delete_message", { date }),
    deleted: t("notifications.deleted"),
  };
}

function KindTable({ spec, pilotId, area }: { spec: AnyRecordKind; pilotId: number; area: Area }) {
  const { t } = useTranslation(spec.namespace);
  const params = useListParams(spec.list);
  const { page, pageSize, keyword, sort } = params;
  const list = useQuery(
    recordListQuery(spec.kind, spec.calls.list, { pilotId, page, pageSize, keyword, sort }),
  );
  const remove = useDeleteOf(spec);
  const columns = spec.useColumns();
  return (
    <RecordTable
      kind={spec.kind}
      area={area}
      params={params}
      query={list}
      rowsOf={spec.rowsOf}
      date={{ of: (row) => row[spec.dateKey], sortKey: spec.dateKey }}
      columns={columns}
      remove={remove}
      texts={{
        caption: t("list.caption"),
        search: t("list.search"),
        empty: t("list.empty"),
        ...deleteTexts(t),
      }}
    />
  );
}

/** The kind's list: the pilot area's own records or ?pilot_id=, the admin area's chosen pilot. */
export function RecordKindListPage({ spec }: { spec: AnyRecordKind }) {
  const { t } = useTranslation(spec.namespace);
  return (
    <RecordListPage
      kind={spec.kind}
      title={t("titles.list")}
      texts={{
        own: t("list.own_records"),
        showOwn: t("list.show_own"),
        choose: t("list.choose_pilot_text"),
        recordsOf: (pilot) => t("list.records_of", { name: pilot.full_name, crew_code: pilot.crew_code }),
      }}
      table={(pilotId, area) => <KindTable spec={spec} pilotId={pilotId} area={area} />}
    />
  );
}

/** /pilot/<kind>/create?pilot_id=…; after the save, the kind's list. */
export function RecordKindCreatePage({ spec }: { spec: AnyRecordKind }) {
  const { t } = useTranslation(spec.namespace);
  const create = useCreateRecord(spec.kind, spec.calls.create);
  const { Form } = spec;
  return (
    <RecordCreatePage
      kind={spec.kind}
      title={t("form.title")}
      form={({ user, pilotId, trainee, done }) => (
        <Form
          initial={spec.emptyForm(user)}
          pilotId={pilotId}
          readOnly={false}
          trainee={trainee}
          instructor={user.full_name}
          onCancel={done}
          onSubmit={async (values, onProgress) => {
            await create.mutateAsync({ form: spec.toFormData(values, pilotId), onProgress });
            notifySuccess(t("notifications.created"));
            done();
          }}
        />
      )}
    />
  );
}

/** The kind's record, read-only, with approval and delete where the rules allow. */
export function RecordKindDetailPage<
  DateKey extends string,
  Row extends TrainingRecordRow & Record<DateKey, string>,
  ListReply extends { total: number },
  Detail extends TrainingRecordDetailBase & Record<DateKey, string>,
  Values,
>({ spec }: { spec: RecordKind<DateKey, Row, ListReply, Detail, Values> }) {
  const { t } = useTranslation(spec.namespace);
  const remove = useDeleteOf(spec);
  const { Form } = spec;
  return (
    <RecordDetailPage
      kind={spec.kind}
      title={t("form.title")}
      query={(id: number) => recordDetailQuery<Detail>(spec.kind, spec.calls.detail, id)}
      dateOf={(record) => record[spec.dateKey]}
      remove={remove}
      texts={{ notFound: t("detail.not_found"), ...deleteTexts(t) }}
      form={(record) => (
        <Form
          initial={spec.formFromDetail(record)}
          pilotId={record.pilot_id}
          readOnly
          trainee={`${record.pilot_name} (${record.pilot_crew_code})`}
          instructor={record.instructor_name}
          detail={record}
        />
      )}
    />
  );
}
