// The monthly emissions ledger (/co2book/list) and its totals and charts (/co2book/count): a
// corporation's year read from its case's latest run, by the month of each activity line.
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

export const ledgerFeature = defineFeature({
  name: "ledger",
  pages: {
    ledgerList: lazyPage(() => import("./LedgerListPage"), "LedgerListPage"),
    ledgerCount: lazyPage(() => import("./LedgerCountPage"), "LedgerCountPage"),
  },
  messages,
});
