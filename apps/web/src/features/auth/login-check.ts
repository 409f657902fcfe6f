import { loginFormSchema } from "@trms/shared";
import type { z } from "zod";
import { schemaResolver } from "../../components/form/resolver";

export type LoginFormValues = z.input<typeof loginFormSchema>;
export type LoginFormOutput = z.output<typeof loginFormSchema>;

/**
 * The sign-in form's check, the server's own schema: with zod, loaded when the form is first used
 * rather than with the page (login-page.tsx).
 */
export const loginResolver = schemaResolver<LoginFormValues, LoginFormOutput>(loginFormSchema);
