import type { RouteObject } from "react-router";

const handle = { section: "user_management" } as const;

/** The user screens of part1 §2, relative to /admin; each page is its own lazy chunk. */
export const userRoutes: RouteObject[] = [
  {
    path: "user",
    handle,
    lazy: async () => ({ Component: (await import("./pages/user-list-page")).UserListPage }),
  },
  {
    path: "user/create",
    handle,
    lazy: async () => ({ Component: (await import("./pages/user-create-page")).UserCreatePage }),
  },
  {
    path: "user/detail/:id",
    // Every account opens its own profile here; the page and the server read the record's rule.
    handle: { ...handle, access: "user.view" },
    lazy: async () => ({ Component: (await import("./pages/user-detail-page")).UserDetailPage }),
  },
];
