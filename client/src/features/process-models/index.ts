// Process models, product categories, design products and their assignment to client
// companies: the platform operator's admin data screens (gab01, gab02, gab03, gab08).
import { defineFeature, lazyPage } from "../../app/feature";
import * as messages from "./messages";

const models = () => import("./ProcessModelsPage");
const categories = () => import("./ProductCategoriesPage");
const designs = () => import("./DesignProductsPage");
const assignments = () => import("./AssignmentPage");

export const processModelsFeature = defineFeature({
  name: "processModels",
  pages: {
    adminProcessModels: lazyPage(models, "ProcessModelsPage"),
    adminProductCategories: lazyPage(categories, "ProductCategoriesPage"),
    adminDesignProducts: lazyPage(designs, "DesignProductsPage"),
    adminProcessAssign: lazyPage(assignments, "ProcessAssignPage"),
    adminProductModelAssign: lazyPage(assignments, "DesignAssignPage"),
  },
  messages,
});
