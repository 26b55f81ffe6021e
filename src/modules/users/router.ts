import { rolesRouter } from "./routers/roles";
import { usersRouter } from "./routers/users";

/** The users module's actions, by the client path of each router (unchanged by the move). */
export const usersRouters = {
  roles: rolesRouter,
  users: usersRouter,
};
