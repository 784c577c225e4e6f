// /eclca/brandnew (ff01): a product with its whole study; /lca/add (ff01): the quick create,
// the product's name, unit, standard and database, the rest of the study at its defaults. Both
// open the new product in the model editor.
import { Box, Button } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuListChecks, LuZap } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import { PageHeader } from "../../components/ui/page-header";
import { BRAND_NEW_PATH, QUICK_ADD_PATH } from "./paths";
import { ProductForm } from "./ProductForm";

export function NewProductPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Box maxWidth="64rem">
      <PageHeader title={t("lcaProducts.newTitle")}>
        <Button size="sm" variant="outline" onClick={() => void navigate(QUICK_ADD_PATH)}>
          <LuZap aria-hidden />
          {t("lcaProducts.toQuick")}
        </Button>
      </PageHeader>
      <ProductForm />
    </Box>
  );
}

export function QuickAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Box maxWidth="64rem">
      <PageHeader title={t("lcaProducts.quickTitle")}>
        <Button size="sm" variant="outline" onClick={() => void navigate(BRAND_NEW_PATH)}>
          <LuListChecks aria-hidden />
          {t("lcaProducts.toFull")}
        </Button>
      </PageHeader>
      <ProductForm quick />
    </Box>
  );
}
