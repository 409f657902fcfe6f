import { ALL_FLEETS, DOCUMENT_TYPE_NAMES, type DocumentType } from "@trms/shared";
import { useTranslation } from "react-i18next";

/** The shown names of document types and fleets ("All" for every fleet). */
export function useDocumentLabels() {
  const { t } = useTranslation("training-document");
  return {
    type: (type: DocumentType) => t(`types.${DOCUMENT_TYPE_NAMES[type] ?? "OTHERS"}`),
    fleet: (fleet: string) => (fleet === ALL_FLEETS ? t("fleets.all") : fleet),
  };
}

/** Where the screens of each area live. */
export const documentPaths = {
  admin: { list: "/admin/training-document", create: "/admin/training-document/create" },
  pilot: { list: "/pilot/training-document", create: null },
} as const;
export type DocumentArea = keyof typeof documentPaths;
export const documentDetailPath = (area: DocumentArea, id: number) =>
  `${documentPaths[area].list}/detail/${id}`;
