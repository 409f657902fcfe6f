// What another feature may use of this one: the address of the admin screen (the audit page links it).
// The app reaches its screens through routes.tsx (ADR 0990).
export const INSPECTOR_ADMIN_PATH = "/admin/inspector";
