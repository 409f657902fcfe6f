import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import { useQuery } from "@tanstack/react-query";
import { can, type FotRow, isAdminArea } from "@trms/shared";
import { useTranslation } from "react-i18next";
import { Navigate, Link as RouterLink } from "react-router";
import type { ListColumn } from "../../../components/list/list-column";
import { ListPage } from "../../../components/list/list-page";
import { useListParams } from "../../../components/list/use-list-params";
import { PageHeader } from "../../../components/page-header";
import { UserAvatar } from "../../../components/user-avatar";
import { useAuth } from "../../../lib/auth";
import { ADMIN_HOME } from "../../../lib/home";
import { useNumbers } from "../../../lib/use-numbers";
import { fotListQuery } from "../api";
import { FotRowMenu } from "../components/fot-row-menu";
import { FlightProgressCell, TheoryProgressCell } from "../components/progress-cells";
import { ExportButton } from "../export-button";
import { FOT_LIST } from "../list-config";
import { fotPaths } from "../paths";

/** /admin/fot and /pilot/fot/list (instructors): each pilot's flight and theory progress (part1 §2). */
export function FotListPage() {
  const { t } = useTranslation("fot");
  const { user } = useAuth();
  const numbers = useNumbers();
  const params = useListParams(FOT_LIST);
  const { page, pageSize, keyword, sort } = params;
  const allowed = can(user, "fot.list");
  const list = useQuery({ ...fotListQuery({ page, pageSize, keyword, sort }), enabled: allowed });

  if (!user) return null;
  const area = isAdminArea(user) ? "admin" : "pilot";
  // The menu hides this screen from those who may not use it; a typed address lands home.
  if (!allowed) return <Navigate to={area === "admin" ? ADMIN_HOME : "/pilot"} replace />;

  const columns: ListColumn<FotRow>[] = [
    { key: "index", header: t("fields.index"), render: (_row, i) => (page - 1) * pageSize + i + 1 },
    {
      key: "name",
      header: t("fields.name"),
      sortKey: "full_name",
      title: true,
      render: (row) => {
        const profile = fotPaths.profile(area, row.id);
        return (
          <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, minWidth: 180 }}>
            <UserAvatar src={row.avatar} name={row.full_name} />
            <Box sx={{ minWidth: 0 }}>
              {profile ? (
                <Link component={RouterLink} to={profile} underline="hover" sx={{ fontWeight: 500 }}>
                  {row.full_name}
                </Link>
              ) : (
                <Box component="span" sx={{ fontWeight: 500 }}>
                  {row.full_name}
                </Box>
              )}
              <Box component="span" sx={{ display: "block", color: "text.secondary", fontSize: 13 }}>
                {row.crew_code}
              </Box>
            </Box>
          </Box>
        );
      },
    },
    { key: "phone", header: t("fields.phone"), render: (row) => row.phone_number ?? "", nowrap: true },
    {
      key: "hours",
      header: t("fields.flight_hours"),
      render: (row) => numbers.format(row.total_flight_hours),
      align: "right",
      nowrap: true,
    },
    {
      key: "flight_progress",
      header: t("fields.flight_progress"),
      render: (row) => <FlightProgressCell row={row} area={area} />,
    },
    {
      key: "theory_progress",
      header: t("fields.theory_progress"),
      render: (row) => <TheoryProgressCell row={row} area={area} />,
    },
    {
      key: "grounded",
      header: t("fields.grounded"),
      align: "right",
      render: (row) =>
        row.grounded_number > 0 ? (
          <Link
            component={RouterLink}
            to={fotPaths.groundedFlights(area, row.id)}
            underline="hover"
            color="error"
            sx={{ fontWeight: 700 }}
            aria-label={t("grounded_link", { count: row.grounded_number, name: row.full_name })}
          >
            {row.grounded_number}
          </Link>
        ) : (
          "0"
        ),
    },
    {
      key: "actions",
      header: "",
      align: "right",
      menu: true,
      render: (row) => <FotRowMenu pilot={row} area={area} />,
    },
  ];

  return (
    <>
      <PageHeader title={t("title")} actions={can(user, "fot.export") ? <ExportButton /> : null} />
      <ListPage
        params={params}
        query={list}
        rowsOf={(data) => data.pilots}
        caption={t("caption")}
        columns={columns}
        rowKey={(row) => row.id}
        searchLabel={t("search")}
        emptyText={t("empty")}
        minWidth={960}
        sortChoice={{
          label: t("sort.label"),
          options: [
            { key: "", label: t("sort.newest") },
            { key: "full_name", label: t("sort.full_name") },
            { key: "crew_code", label: t("sort.crew_code") },
          ],
        }}
      />
    </>
  );
}
