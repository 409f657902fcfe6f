import AccountCircleIcon from "@mui/icons-material/AccountCircle";
import AirplanemodeActiveIcon from "@mui/icons-material/AirplanemodeActive";
import BarChartIcon from "@mui/icons-material/BarChart";
import CalendarMonthIcon from "@mui/icons-material/CalendarMonth";
import DashboardIcon from "@mui/icons-material/Dashboard";
import DescriptionIcon from "@mui/icons-material/Description";
import EventAvailableIcon from "@mui/icons-material/EventAvailable";
import FactCheckIcon from "@mui/icons-material/FactCheck";
import FlightIcon from "@mui/icons-material/Flight";
import FlightLandIcon from "@mui/icons-material/FlightLand";
import FlightTakeoffIcon from "@mui/icons-material/FlightTakeoff";
import GroupsIcon from "@mui/icons-material/Groups";
import HistoryIcon from "@mui/icons-material/History";
import InsightsIcon from "@mui/icons-material/Insights";
import ManageAccountsIcon from "@mui/icons-material/ManageAccounts";
import MonitorHeartIcon from "@mui/icons-material/MonitorHeart";
import PolicyIcon from "@mui/icons-material/Policy";
import PollIcon from "@mui/icons-material/Poll";
import QueryStatsIcon from "@mui/icons-material/QueryStats";
import QuizIcon from "@mui/icons-material/Quiz";
import ReportProblemIcon from "@mui/icons-material/ReportProblem";
import SchoolIcon from "@mui/icons-material/School";
import TimelineIcon from "@mui/icons-material/Timeline";
import TimerIcon from "@mui/icons-material/Timer";
import TrendingUpIcon from "@mui/icons-material/TrendingUp";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import type { SvgIconProps } from "@mui/material/SvgIcon";
import { can, type SessionUser } from "@trms/shared";
import type { ComponentType } from "react";
import { SECTION_ACCESS, type Section } from "./section-access";

export { SECTION_ACCESS, type Section } from "./section-access";

/** Whether this account may open the screens of a section (the menu and the layout ask the same). */
export const maySee = (user: SessionUser, section: Section) => can(user, SECTION_ACCESS[section]);

export interface MenuEntry {
  section: Section;
  to: string;
  icon: ComponentType<SvgIconProps>;
  /** Leaves the app shell (the public survey), so it opens in a new tab. */
  external?: boolean;
}

// Order of part2 §2, with part1's FOT and criteria report beside pilot management. See ADR 0101.
export const adminMenu: MenuEntry[] = [
  {
    section: "documents",
    to: "/admin/training-document",
    icon: DescriptionIcon,
  },
  { section: "sim", to: "/admin/sim", icon: AirplanemodeActiveIcon },
  { section: "sim_schedule", to: "/admin/sim-schedule/list", icon: CalendarMonthIcon },
  { section: "sim_slot", to: "/admin/sim-slot", icon: EventAvailableIcon },
  {
    section: "line_check",
    to: "/admin/line-check",
    icon: FactCheckIcon,
  },
  { section: "line_training", to: "/admin/line-training", icon: SchoolIcon },
  {
    section: "dashboard",
    to: "/admin/dashboards",
    icon: DashboardIcon,
  },
  {
    section: "user_management",
    to: "/admin/user",
    icon: ManageAccountsIcon,
  },
  { section: "to_ldg", to: "/admin/to_ldg", icon: FlightLandIcon },
  {
    section: "pilot_management",
    to: "/admin/pilot",
    icon: GroupsIcon,
  },
  { section: "fot", to: "/admin/fot", icon: InsightsIcon },
  {
    section: "criteria_report",
    to: "/admin/criteria-report",
    icon: BarChartIcon,
  },
  // How instructors grade beside their fleet.
  { section: "analytics", to: "/admin/analytics", icon: QueryStatsIcon },
  { section: "trends", to: "/admin/analytics/trends", icon: TimelineIcon },
  // Where the forms of SIM sessions, line checks and line trainings wait.
  { section: "pipeline", to: "/admin/analytics/pipeline", icon: TimerIcon },
  {
    section: "event_report",
    to: "/admin/event_report",
    icon: ReportProblemIcon,
  },
  {
    section: "audit",
    to: "/admin/audit",
    icon: HistoryIcon,
  },
  // Time-boxed read access of inspectors: the super administrator's.
  { section: "inspectors", to: "/admin/inspector", icon: PolicyIcon },
  // An airline's history in, on the day it switches: the super administrator's.
  { section: "history_import", to: "/admin/import", icon: UploadFileIcon },
  {
    section: "survey",
    to: "/survey",
    icon: PollIcon,
    external: true,
  },
  // How the installation runs: the super administrator's, last.
  { section: "system", to: "/admin/system", icon: MonitorHeartIcon },
];

export const pilotMenu: MenuEntry[] = [
  // An inspector's one screen; the pilot area's entries are closed to an inspector.
  { section: "inspection", to: "/inspector", icon: PolicyIcon },
  { section: "sim", to: "/pilot/sim/list", icon: AirplanemodeActiveIcon },
  { section: "sim_schedule", to: "/pilot/sim-schedule/list", icon: CalendarMonthIcon },
  { section: "line_check", to: "/pilot/line-check", icon: FactCheckIcon },
  { section: "line_training", to: "/pilot/line-training", icon: SchoolIcon },
  { section: "documents", to: "/pilot/training-document", icon: DescriptionIcon },
  { section: "training_flight", to: "/pilot/training-flight", icon: FlightIcon },
  { section: "base_training", to: "/pilot/base-training", icon: FlightTakeoffIcon },
  { section: "theory_test", to: "/pilot/theory-test", icon: QuizIcon },
  { section: "progress_theory", to: "/pilot/progress-theory", icon: TrendingUpIcon },
  // Instructors' overview of the pilots they assess; every pilot's own criteria report.
  { section: "fot", to: "/pilot/fot/list", icon: InsightsIcon },
  { section: "criteria_report", to: "/pilot/criteria-report", icon: BarChartIcon },
  // An instructor's own grading beside their fleet's.
  { section: "analytics", to: "/pilot/analytics", icon: QueryStatsIcon },
  // Each pilot's own competency trends; an instructor's trainees'.
  { section: "trends", to: "/pilot/analytics/trends", icon: TimelineIcon },
  { section: "profile", to: "/pilot/profile", icon: AccountCircleIcon },
];

export function visibleMenu(menu: MenuEntry[], user: SessionUser): MenuEntry[] {
  return menu.filter((entry) => maySee(user, entry.section));
}
