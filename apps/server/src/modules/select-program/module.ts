// Switching the current program (/api/selectprogram).
import { defineModule } from "../../platform/module.ts";
import { selectProgramRoutes } from "./routes.ts";
import { createSelectProgramService } from "./service.ts";
import { personalData } from "./personal-data.ts";

export default defineModule<{ forgetUser: (userId: number) => Promise<void> }>({
  name: "select-program",
  personalData,
  settings: [],
  async register({ app, db }, { forgetUser }) {
    // A program switch applies to this instance's next request at once (the session cache holds the program).
    const selectProgram = createSelectProgramService({ db, onProgramChange: forgetUser });
    await app.register(selectProgramRoutes, { prefix: "/api/selectprogram", selectProgram });
  },
});
