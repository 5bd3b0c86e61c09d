// The Excel course (/api/excel): workbooks unlock as case projects are passed (the research module's eligibility).
import { defineModule } from "../../platform/module.ts";
import { excelRoutes } from "./routes.ts";
import { createExcelService } from "./service.ts";

export default defineModule<{ eligible: (userId: number) => Promise<number> }>({
  name: "excel",
  settings: ["SUPPORT_PHONE"],
  async register({ app, config }, { eligible }) {
    const excel = createExcelService({ eligible, supportPhone: config.supportPhone });
    await app.register(excelRoutes, { prefix: "/api/excel", excel });
  },
});
