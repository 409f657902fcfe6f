import type { RouteObject } from "react-router";

export const authRoutes: RouteObject[] = [
  {
    path: "/login",
    lazy: async () => ({ Component: (await import("./pages/login-page")).LoginPage }),
  },
  {
    path: "/forgot-password",
    lazy: async () => ({ Component: (await import("./pages/forgot-password-page")).ForgotPasswordPage }),
  },
  {
    path: "/login/reset_password/:ses",
    lazy: async () => ({ Component: (await import("./pages/reset-password-page")).ResetPasswordPage }),
  },
];
