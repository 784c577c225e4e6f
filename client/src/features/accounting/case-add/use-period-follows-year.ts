// The case's period follows its reporting year until the user sets the period by hand.
import { useRef } from "react";
import { yearPeriod } from "../case-schema";
import type { CaseFormik } from "./form";

export function usePeriodFollowsYear(form: CaseFormik) {
  const periodEdited = useRef(false);
  return {
    /** The year field changed: a full year moves the period with it. */
    followYear: (value: string) => {
      if (periodEdited.current || !/^\d{4}$/.test(value)) return;
      const period = yearPeriod(Number(value));
      void form.setFieldValue("periodStart", period.periodStart, false);
      void form.setFieldValue("periodEnd", period.periodEnd, false);
    },
    /** The period was changed by hand: the year no longer moves it. */
    periodSetByHand: () => {
      periodEdited.current = true;
    },
  };
}
