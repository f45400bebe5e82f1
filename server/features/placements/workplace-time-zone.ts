// The workplace's clock, from its province or state (docs/product/placements.md#the-agreement-as-a-pdf):
// the agreement's PDF prints its signatures' times in it (and in UTC). A region that spans several
// zones gets the zone most of its people live in; an unknown one, Toronto's (FirstRung's home).

const BY_REGION: Readonly<Record<string, string>> = {
  Alberta: 'America/Edmonton',
  'British Columbia': 'America/Vancouver',
  Manitoba: 'America/Winnipeg',
  'New Brunswick': 'America/Moncton',
  'Newfoundland and Labrador': 'America/St_Johns',
  'Northwest Territories': 'America/Edmonton',
  'Nova Scotia': 'America/Halifax',
  Nunavut: 'America/Iqaluit',
  Ontario: 'America/Toronto',
  'Prince Edward Island': 'America/Halifax',
  Quebec: 'America/Toronto',
  Saskatchewan: 'America/Regina',
  Yukon: 'America/Whitehorse',
  Alaska: 'America/Anchorage',
  Arizona: 'America/Phoenix',
  Hawaii: 'Pacific/Honolulu',
};

const US_ZONES: ReadonlyArray<[string, readonly string[]]> = [
  ['America/Los_Angeles', ['California', 'Nevada', 'Oregon', 'Washington']],
  ['America/Denver', ['Colorado', 'Idaho', 'Montana', 'New Mexico', 'Utah', 'Wyoming']],
  [
    'America/Chicago',
    [
      'Alabama',
      'Arkansas',
      'Illinois',
      'Iowa',
      'Kansas',
      'Louisiana',
      'Minnesota',
      'Mississippi',
      'Missouri',
      'Nebraska',
      'North Dakota',
      'Oklahoma',
      'South Dakota',
      'Tennessee',
      'Texas',
      'Wisconsin',
    ],
  ],
];

/** The IANA zone of a workplace in `region` (a Canadian province or territory, a US state); US states not listed are Eastern. */
export function workplaceTimeZone(country: string | null, region: string | null): string {
  if (region && BY_REGION[region]) return BY_REGION[region];
  if (country === 'USA' && region) return US_ZONES.find(([, states]) => states.includes(region))?.[0] ?? 'America/New_York';
  return 'America/Toronto';
}
