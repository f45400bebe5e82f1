import { eq } from 'drizzle-orm';
import type { Auth } from '../auth/better-auth';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { locateAddress } from '../geodata/gazetteer';
import { recomputeResponseRates } from '../features/applications/response-rate';
import { loadDemoApplications } from './demo-applications';
import { loadDemoClassCode } from './demo-class-code';
import { loadDemoRosterImport } from './demo-roster-import';
import { recordTermsAccepted } from '../features/consent/terms-consent';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { bornYearsAgo, loadDemoPlacements } from './demo-placements';
import { loadDemoInstitutionData } from './demo-institutions';
import { loadDemoMessages } from './demo-messages';
import { loadDemoPlacementEnds } from './demo-placement-end';
import {
  createEmployerProfile,
  createEvent,
  createEventRegistration,
  createInstitutionProfile,
  createJob,
  createSchoolLink,
  createStudentProfile,
  createUserAccount,
} from './factories';

const DAY_MS = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);
/** A day ("YYYY-MM-DD") some days from now, as a posting's start date. */
const dayFromNow = (days: number) => daysFromNow(days).toISOString().slice(0, 10);
/** A posting's pay columns: paid, so many cents per unit, in CAD. */
const paidBy = (unit: 'hour' | 'week' | 'month' | 'year', cents: number) => ({
  payKind: 'paid',
  payAmountCents: cents,
  payUnit: unit,
  payCurrency: 'CAD',
});

/** True once the demo admin exists, so seeding twice does nothing. */
export async function isDemoDataLoaded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.admin.email)).limit(1);
  return rows.length > 0;
}

/**
 * Loads the demo data (README's demo accounts): one account per role and a small, believable
 * marketplace. True when it loaded them now, false when they were there already.
 */
export async function loadDemoData(db: Db, auth: Auth): Promise<boolean> {
  if (await isDemoDataLoaded(db)) return false;
  // Every demo account has accepted the current terms and privacy notice, as a real sign-up does
  // (docs/product/accounts.md#consent-at-sign-up): they are the product's own made-up people.
  const account = async (key: keyof typeof DEMO_ACCOUNTS, role: 'admin' | 'student' | 'employer' | 'institution') => {
    const user = await createUserAccount(auth, { ...DEMO_ACCOUNTS[key], password: DEMO_PASSWORD, role });
    await recordTermsAccepted(db, user.id, null);
    return user;
  };

  await account('admin', 'admin');

  // Where a school is (docs/product/near-me.md), as saving its profile places it: its alerts reach the
  // high-school postings within its radius.
  const schoolPlace = (address: { postalCode?: string; city: string; region: string }) => {
    const found = locateAddress({ postalCode: address.postalCode ?? null, city: address.city, region: address.region });
    return { latitude: found?.point.latitude ?? null, longitude: found?.point.longitude ?? null };
  };

  const riversideUser = await account('riverside', 'institution');
  const riverside = await createInstitutionProfile(db, riversideUser.id, {
    institutionName: 'Riverside Secondary School',
    institutionType: 'Public high school',
    location: '120 River Road',
    country: 'Canada',
    region: 'Ontario',
    city: 'Toronto',
    // West Toronto, with a 25 km radius: NorthBuild's high-school posting in Mississauga reaches it.
    postalCode: 'M6K 3C3',
    alertRadiusKm: 25,
    ...schoolPlace({ postalCode: 'M6K 3C3', city: 'Toronto', region: 'Ontario' }),
    website: 'https://riverside.example.org',
    contactPerson: 'Rita Gomez',
    contactEmail: 'office@riverside.test',
    contactPhone: '(416) 555-0110',
    numberOfStudents: 1200,
    focusAreas: ['Skilled trades', 'Co-op placements', 'Retail'],
    establishedYear: 1968,
  });
  const lakeviewUser = await account('lakeview', 'institution');
  await createInstitutionProfile(db, lakeviewUser.id, {
    institutionName: 'Lakeview High School',
    institutionType: 'Public high school',
    location: '45 Shore Avenue',
    country: 'Canada',
    region: 'British Columbia',
    city: 'Vancouver',
    ...schoolPlace({ city: 'Vancouver', region: 'British Columbia' }),
    website: 'https://lakeview.example.org',
    contactPerson: 'Liam Wong',
    contactEmail: 'careers@lakeview.test',
    contactPhone: '(604) 555-0145',
    numberOfStudents: 850,
    focusAreas: ['Hospitality', 'Apprenticeships'],
    establishedYear: 1975,
  });

  // Every demo student has a date of birth, asked before a first application
  // (docs/product/accounts.md#consent-at-sign-up): all are past the age of digital consent.
  const maya = await account('maya', 'student');
  const mayaBornOn = bornYearsAgo(new Date(), 16);
  await createStudentProfile(db, maya.id, {
    youthStatus: 'current_student',
    dateOfBirth: mayaBornOn,
    bio: 'Grade 11 student who loves building things and fixing bikes.',
    school: 'Riverside Secondary School',
    institutionId: riverside.id,
    grade: '11',
    country: 'Canada',
    region: 'Ontario',
    city: 'Toronto',
    // A search by distance with no place measures from here (docs/product/near-me.md).
    homePostalCode: 'M6G 1A1',
    educationLevel: 'Grade 11',
    expectedGraduation: '2027-06',
    availability: 'Part-time during school year',
    interests: ['Carpentry', 'Cycling', 'Design'],
    skills: ['Teamwork', 'Basic tools', 'Customer service', 'Time management'],
  });
  // Riverside approved Maya, so its roster, placements and documents show her (docs/decisions/016).
  await createSchoolLink(db, maya.id, riverside.id, 'approved');
  // Riverside's finished sample import: Maya and two invited students, their guardians' contacts kept.
  await loadDemoRosterImport(db, {
    institutionId: riverside.id,
    schoolUserId: riversideUser.id,
    schoolName: 'Riverside Secondary School',
    maya: { id: maya.id, email: DEMO_ACCOUNTS.maya.email, bornOn: mayaBornOn },
  });
  // Noah asked to join Riverside with its class code: Riverside can approve the code's requests at once.
  const noah = await account('noah', 'student');
  await loadDemoClassCode(db, {
    institutionId: riverside.id,
    schoolUserId: riversideUser.id,
    studentId: noah.id,
    bornOn: bornYearsAgo(new Date(), 15),
  });
  const leo = await account('leo', 'student');
  await createStudentProfile(db, leo.id, {
    youthStatus: 'current_student',
    dateOfBirth: bornYearsAgo(new Date(), 16),
    bio: 'Looking for a summer job in a busy shop.',
    school: 'Westside Collegiate',
    grade: '10',
    country: 'Canada',
    region: 'Ontario',
    city: 'Toronto',
    educationLevel: 'Grade 10',
    expectedGraduation: '2028-06',
    availability: 'Summer only',
    interests: ['Retail', 'Music'],
    skills: ['Cash handling', 'Friendly'],
  });
  const sam = await account('sam', 'student');
  await createStudentProfile(db, sam.id, {
    youthStatus: 'graduated_youth',
    dateOfBirth: bornYearsAgo(new Date(), 19),
    bio: 'High school graduate ready to start an apprenticeship.',
    country: 'Canada',
    region: 'British Columbia',
    city: 'Vancouver',
    educationLevel: 'High School Graduate',
    availability: 'Immediately',
    languageBenchmark: 'Advanced CLB Level 9-12',
    interests: ['Electrical work'],
    skills: ['First aid', 'Driving licence'],
  });

  const northbuildUser = await account('northbuild', 'employer');
  await createEmployerProfile(db, northbuildUser.id, {
    companyName: 'NorthBuild Trades',
    companyDescription: 'A family-run renovation and building company.',
    industry: 'Trades',
    website: 'https://northbuild.example.com',
    location: '88 King Street',
    country: 'Canada',
    region: 'Ontario',
    city: 'Toronto',
    companySize: '11-50 employees',
    phoneNumber: '(416) 555-0188',
    hiringContactName: 'Priya Patel',
    hiringContactEmail: 'priya@northbuild.test',
    yearsInBusiness: 22,
  });
  const mapleUser = await account('maplemarket', 'employer');
  await createEmployerProfile(db, mapleUser.id, {
    companyName: 'Maple Market',
    companyDescription: 'Neighbourhood grocery and cafe.',
    industry: 'Retail',
    location: '12 Main Street',
    country: 'Canada',
    region: 'British Columbia',
    city: 'Vancouver',
    companySize: '51-200 employees',
    hiringContactName: 'Tom Reid',
    hiringContactEmail: 'tom@maplemarket.test',
    yearsInBusiness: 9,
  });

  // A French-language employer in Montréal: its own words are French, as a Québec employer writes
  // them (the rest of the demo content is English).
  const boisFrancUser = await account('boisfranc', 'employer');
  await createEmployerProfile(db, boisFrancUser.id, {
    companyName: 'Atelier Bois-Franc',
    companyDescription: 'Ébénisterie familiale du Plateau : meubles sur mesure, escaliers et armoires de cuisine.',
    industry: 'Trades',
    website: 'https://boisfranc.example.ca',
    location: '4520, rue Saint-Denis',
    country: 'Canada',
    region: 'Quebec',
    city: 'Montréal',
    companySize: '1-10 employees',
    phoneNumber: '(514) 555-0172',
    hiringContactName: 'Sophie Tremblay',
    hiringContactEmail: 'sophie@boisfranc.test',
    yearsInBusiness: 15,
  });

  const nb = { companyName: 'NorthBuild Trades', location: '88 King Street', city: 'Toronto' };
  const mm = { companyName: 'Maple Market', location: '12 Main Street', city: 'Vancouver' };
  await createJob(db, northbuildUser.id, {
    ...nb,
    title: 'Carpentry Apprentice',
    type: 'Apprenticeships',
    industry: 'Trades',
    duration: '12 months',
    description: 'Learn framing, finishing and site safety alongside a licensed carpenter. Paid apprenticeship with weekly training.',
    requirements: ['Interest in building', 'Safety boots', 'Reliable attendance'],
    applicationDeadline: daysFromNow(30),
    // What the work is (docs/product/jobs.md#what-the-work-is), shown on several demo postings.
    ...paidBy('hour', 1850),
    hoursPerWeek: 40,
    startDate: dayFromNow(45),
    places: 2,
    minimumAge: 17,
    postalCode: 'M5H 2N2',
  });
  await createJob(db, northbuildUser.id, {
    ...nb,
    title: 'After-School Workshop Helper',
    type: 'Work Experience (After School)',
    industry: 'Trades',
    duration: '10 weeks',
    description: 'Two afternoons a week tidying the workshop, sorting materials and learning to use hand tools safely.',
    requirements: ['Aged 15 or over', 'Parental consent form'],
    isHighSchoolOpportunity: true,
    applicationDeadline: daysFromNow(21),
    // A school's work-experience placement: unpaid, as the employer declares (the school stays responsible).
    payKind: 'unpaid',
    hoursPerWeek: 6,
    startDate: dayFromNow(28),
    places: 3,
    minimumAge: 15,
    postalCode: 'M5H 2N2',
  });
  await createJob(db, northbuildUser.id, {
    ...nb,
    title: 'Electrical Apprentice',
    // The demo postings are spread over the Toronto area, so a search near M5H within 10 km shows
    // some and not others (docs/product/near-me.md).
    location: '3600 Langstaff Road',
    city: 'Vaughan',
    postalCode: 'L4L 8A9',
    type: 'Apprenticeships',
    industry: 'Trades',
    duration: '4 years',
    description: 'Start your path to a licence: wiring, conduit and reading plans, with classroom blocks paid for by us.',
    requirements: ['High school diploma', 'Grade 12 math'],
  });
  await createJob(db, northbuildUser.id, {
    ...nb,
    title: 'Summer Labourer',
    location: '7700 Hurontario Street',
    city: 'Brampton',
    postalCode: 'L6Y 4M3',
    type: 'Seasonal',
    industry: 'General Labour',
    duration: 'July to August',
    description: 'Help our crews on residential sites: carrying materials, clean-up and simple demolition.',
    requirements: ['Able to lift 20 kg'],
    ...paidBy('hour', 1720),
    hoursPerWeek: 35,
    places: 6,
    minimumAge: 16,
  });
  await createJob(db, northbuildUser.id, {
    ...nb,
    title: 'Site Clean-up Crew',
    type: 'Part Time',
    industry: 'General Labour',
    description: 'Weekend shifts keeping job sites safe and tidy.',
    requirements: ['Weekend availability'],
    isActive: false,
  });
  await createJob(db, northbuildUser.id, {
    ...nb,
    title: 'Winter Snow Clearing',
    location: '5000 Highway 7',
    city: 'Markham',
    postalCode: 'L3R 4M9',
    type: 'Seasonal',
    industry: 'General Labour',
    description: 'Early-morning snow clearing for our commercial clients.',
    requirements: ['Early riser'],
    applicationDeadline: daysFromNow(-10),
  });
  await createJob(db, northbuildUser.id, {
    ...nb,
    title: 'Hair Salon Assistant',
    companyName: 'NorthBuild Trades',
    location: '100 City Centre Drive',
    city: 'Mississauga',
    postalCode: 'L5B 2C9',
    type: 'Part Time',
    industry: 'Hair/Beauty',
    description: 'Our partner salon in Mississauga needs a Saturday assistant: greeting clients, washing hair and sweeping up.',
    requirements: ['Friendly manner'],
    ...paidBy('week', 14000),
    hoursPerWeek: 8,
    minimumAge: 14,
    isHighSchoolOpportunity: true,
  });
  await createJob(db, mapleUser.id, {
    ...mm,
    title: 'Cashier',
    type: 'Part Time',
    industry: 'Retail',
    duration: 'Ongoing',
    description: 'Serve customers at the till, handle cash and card payments, and keep the front tidy.',
    requirements: ['Friendly', 'Basic math'],
  });
  await createJob(db, mapleUser.id, {
    ...mm,
    title: 'Stock Associate',
    type: 'Full Time',
    industry: 'Retail',
    description: 'Receive deliveries, stock shelves and rotate produce.',
    requirements: ['Able to lift 15 kg', 'Early mornings'],
  });
  await createJob(db, mapleUser.id, {
    ...mm,
    title: 'Cafe Barista Trainee',
    type: 'Work Experience (After School)',
    industry: 'Service Industry',
    duration: '8 weeks',
    description: 'Learn to make coffee, serve customers and follow food safety rules in our in-store cafe.',
    requirements: ['Food handler certificate (we help you get it)'],
    isHighSchoolOpportunity: true,
    applicationDeadline: daysFromNow(45),
  });
  await createJob(db, mapleUser.id, {
    ...mm,
    title: 'Dishwasher',
    type: 'Part Time',
    industry: 'Service Industry',
    description: 'Evening shifts in the cafe kitchen.',
    requirements: ['Evenings'],
  });
  await createJob(db, mapleUser.id, {
    ...mm,
    title: 'Holiday Gift Wrapper',
    type: 'Seasonal',
    industry: 'Retail',
    duration: 'December',
    description: 'Wrap gifts and help shoppers during the holiday rush.',
    requirements: ['Neat and careful'],
  });
  await createJob(db, mapleUser.id, {
    ...mm,
    title: 'Nail Technician Apprentice',
    type: 'Apprenticeships',
    industry: 'Hair/Beauty',
    duration: '6 months',
    description: 'Train with the licensed nail studio in our building.',
    requirements: ['Steady hands'],
  });

  await createJob(db, boisFrancUser.id, {
    companyName: 'Atelier Bois-Franc',
    location: '4520, rue Saint-Denis',
    city: 'Montréal',
    title: "Aide-ébéniste (stage après l'école)",
    type: 'Work Experience (After School)',
    industry: 'Trades',
    duration: '12 semaines',
    description:
      "Deux après-midi par semaine, vous aidez nos ébénistes à l'atelier : poncer, assembler et vernir des meubles. " +
      'Vous apprenez à utiliser les outils en toute sécurité, avec un ébéniste à vos côtés.',
    requirements: ['Avoir 15 ans ou plus', 'Intérêt pour le travail du bois', 'Chaussures de sécurité (nous vous aidons à en trouver)'],
    // Its requirements say 15 or older: the posting's minimum age says so too.
    minimumAge: 15,
    isHighSchoolOpportunity: true,
    applicationDeadline: daysFromNow(35),
  });

  await loadDemoApplications(db, { maya: maya.id, leo: leo.id, sam: sam.id });
  await loadDemoPlacements(db, {
    maya: maya.id,
    leo: leo.id,
    sam: sam.id,
    riversideId: riverside.id,
    northbuild: northbuildUser.id,
    maple: mapleUser.id,
  });
  await loadDemoMessages(db, { maya: maya.id, leo: leo.id });
  await loadDemoPlacementEnds(db, {
    maya: maya.id,
    sam: sam.id,
    riversideId: riverside.id,
    riversideUser: riversideUser.id,
    northbuild: northbuildUser.id,
  });

  await createEvent(db, {
    title: 'Autumn Careers Fair',
    description: 'Employers from across the city met students.',
    eventDate: daysFromNow(-20),
    startTime: '10:00',
    endTime: '15:00',
    location: 'Toronto Metro Hall',
    address: '55 John Street, Toronto',
  });
  const workshop = await createEvent(db, {
    title: 'Apprenticeship Info Night',
    description: 'Trades employers explain how apprenticeships work and how to start one.',
    eventDate: daysFromNow(10),
    startTime: '18:00',
    endTime: '20:00',
    location: 'Riverside Secondary School',
    address: '120 River Road, Toronto',
    eventType: 'info_session',
    maxParticipants: 3,
  });
  await createEventRegistration(db, workshop.id, leo.id, 'student');
  await createEvent(db, {
    title: 'Spring Youth Job Fair',
    description: 'Meet 40 employers hiring for summer and part-time roles. Bring a resume!',
    eventDate: daysFromNow(40),
    startTime: '09:30',
    endTime: '16:00',
    location: 'Vancouver Convention Centre',
    address: '1055 Canada Place, Vancouver',
  });
  await loadDemoInstitutionData(db);
  // The response rates the hourly run would have computed: NorthBuild's postings show theirs at once.
  await recomputeResponseRates(db, new Date());
  return true;
}
