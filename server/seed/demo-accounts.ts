/** The demo accounts listed in the README; one password for all, for trying the product. */
export const DEMO_PASSWORD = 'FirstRung-demo-1';

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@firstrung.test', firstName: 'Ada', lastName: 'Admin' },
  maya: { email: 'maya.chen@firstrung.test', firstName: 'Maya', lastName: 'Chen' },
  leo: { email: 'leo.martin@firstrung.test', firstName: 'Leo', lastName: 'Martin' },
  sam: { email: 'sam.okafor@firstrung.test', firstName: 'Sam', lastName: 'Okafor' },
  /** Asked to join Riverside with its class code; the request waits for Riverside's answer. */
  noah: { email: 'noah.singh@firstrung.test', firstName: 'Noah', lastName: 'Singh' },
  northbuild: { email: 'priya@northbuild.test', firstName: 'Priya', lastName: 'Patel' },
  maplemarket: { email: 'tom@maplemarket.test', firstName: 'Tom', lastName: 'Reid' },
  /** A French-language employer in Montréal (its company and posting are written in French). */
  boisfranc: { email: 'sophie@boisfranc.test', firstName: 'Sophie', lastName: 'Tremblay' },
  riverside: { email: 'office@riverside.test', firstName: 'Rita', lastName: 'Gomez' },
  lakeview: { email: 'careers@lakeview.test', firstName: 'Liam', lastName: 'Wong' },
} as const;
