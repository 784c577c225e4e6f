// Authorization is declared with @Authorized(code) and decided by the platform's one access rule.
import type { AuthChecker } from "type-graphql";
import { authorize } from "../modules/auth/access";
import type { Context } from "./context";

export const authChecker: AuthChecker<Context, string> = ({ context }, codes) => {
  authorize(context.viewer, codes, context.sessionError);
  return true;
};
