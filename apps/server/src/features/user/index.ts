import { avatarFiles } from "../../db/tables/user.table";
import type { Feature } from "../../lib/feature";
import { userRoutes } from "./user.routes";

// Pilots are accounts too: the pilot feature creates and updates their account rows through these.
export { insertUser, updateUser, userByEmail } from "./user.repository";

/** The admin-area accounts (user screens) and the account avatars every list shows. */
export const userFeature: Feature = {
  name: "user",
  routes: userRoutes,
  // Avatars appear beside names in every list, so any signed-in account may load them.
  fileAccess: () => ({ avatar: async () => true }),
  fileReferences: [avatarFiles],
};
