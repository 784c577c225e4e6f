// The addresses and permission code of the carbon-label screens (SPEC §2, §3).

/** Issuing and revoking labels. */
export const LABEL_CREATE_CODE = "fb02";

export const LABEL_LIST_PATH = "/co2label/list";
export const LABEL_CREATE_PATH = "/co2label/createco2label";
export const LABEL_REPORTS_PATH = "/co2label/assessmentReportList";
/** The product library, where a study is modelled, calculated and sent to review. */
export const PRODUCT_LIBRARY_PATH = "/eclca/brandlist";
