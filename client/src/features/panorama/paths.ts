// The panorama's addresses and the code its editing takes.
export const HOME_PATH = "/co2panorama/caseHome";
export const LIST_PATH = "/co2panorama/list";
export const CHART_ADD_PATH = "/co2panorama/chartAdd";
/** Saving charts, arranging the home panorama and managing share links (pa01). */
export const EDIT_CODE = "pa01";
