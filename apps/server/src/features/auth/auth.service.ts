import { bindCall } from "../../lib/bind-call";
import { authContext } from "./auth.context";
import { signInChallenge } from "./calls/challenge";
import { changePassword } from "./calls/change-password";
import { forgotPassword } from "./calls/forgot-password";
import { logout } from "./calls/logout";
import { currentAccount } from "./calls/me";
import { resetPassword } from "./calls/reset-password";
import { validateSignIn } from "./calls/validate";

/** The feature's calls, one function per call in `calls/`, bound to one set of dependencies. */
export function authService(deps: Parameters<typeof authContext>[0]) {
  const ctx = authContext(deps);
  return {
    challenge: bindCall(ctx, signInChallenge),
    validate: bindCall(ctx, validateSignIn),
    logout: bindCall(ctx, logout),
    me: bindCall(ctx, currentAccount),
    forgotPassword: bindCall(ctx, forgotPassword),
    resetPassword: bindCall(ctx, resetPassword),
    changePassword: bindCall(ctx, changePassword),
  };
}
export type AuthService = ReturnType<typeof authService>;
