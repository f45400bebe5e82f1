// A certificate's hours (docs/product/placement-hours.md#the-certificate): the server issues and
// prints them, the placement's page shows them; one rounding for both, so they never disagree.

/** Minutes to hours to the quarter hour, down (nobody is credited time not verified): 614 → 10, 615 → 10.25. */
export const quarterHoursOf = (minutes: number) => Math.floor(minutes / 15) / 4;
