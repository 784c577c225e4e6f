// Background jobs: the progress of an import or calculation the user started, which any feature
// shows with <JobProgress> (one-way: features import this one, never the reverse).
import { defineFeature } from "../../app/feature";
import * as messages from "./messages";

export const jobsFeature = defineFeature({ name: "jobs", messages });
