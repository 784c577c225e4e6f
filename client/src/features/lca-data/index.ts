// Material and transport data: the platform operator's global lists (gab04, gab05) and the
// company's stock configuration of its own rows beside them.
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

const material = () => import("./MaterialDataPage");
const transport = () => import("./TransportDataPage");

export const lcaDataFeature = defineFeature({
  name: "lcaData",
  pages: {
    adminMaterialData: lazyPage(material, "AdminMaterialDataPage"),
    scMaterialData: lazyPage(material, "ScMaterialDataPage"),
    adminTransportData: lazyPage(transport, "AdminTransportDataPage"),
    scTransportData: lazyPage(transport, "ScTransportDataPage"),
  },
  messages,
});
