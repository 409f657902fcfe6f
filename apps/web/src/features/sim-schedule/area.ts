import { useLocation } from "react-router";

/** The area prefix the page was opened in ("/admin" or "/pilot"): the schedule screens live in both. */
export function useAreaPrefix(): "/admin" | "/pilot" {
  return useLocation().pathname.startsWith("/pilot") ? "/pilot" : "/admin";
}
