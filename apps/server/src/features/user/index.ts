import { avatarFiles } from "../../db/tables/user.table";
import type { Feature } from "../../lib/feature";
import { userRoutes } from "./user.routes";
import { userService } from "./user.service";

// Pilots are accounts too: the pilot feature creates and updates their account rows through this.
export { userRepository } from "./user.repository";

/** The admin-area accounts (user screens) and the account avatars every list shows. */
export const userFeature: Feature = {
  name: "user",
  async routes(api, { database, fileStore }) {
    await api.register(userRoutes, {
      service: userService({ db: database.db, store: fileStore }),
      store: fileStore,
    });
  },
  // Avatars appear beside names in every list, so any signed-in account may load them.
  fileAccess: () => ({ avatar: async () => true }),
  fileReferences: [avatarFiles],
};
