// The schedule table lives in core (core/src/scheduling/schedule.ts) so `fitrater schedule list` reads the same one.
export { SCHEDULE, tickId, type ScheduleEntry } from '@fitrater/core';
