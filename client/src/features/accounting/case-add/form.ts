// The types the parts of the new-case form share.
import type { FormikProps } from "formik";
import type { CaseAdd_CorporationFragment } from "../../../__generated__/graphql";
import type { CaseFormValues } from "../case-schema";

export type CaseFormik = FormikProps<CaseFormValues>;
/** The fields of the form that hold one text value. */
export type TextName = Exclude<keyof CaseFormValues, "tagIds">;
export type Corporation = CaseAdd_CorporationFragment;
