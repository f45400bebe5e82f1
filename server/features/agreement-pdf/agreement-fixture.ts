import type { AgreementPdfInput } from './agreement-pdf-input';

// A complete agreement for the renderer's tests (and a later placement's, as a shape to copy):
// a minor in Ontario, her guardian signing by link and code, every field filled.

export function fullAgreement(overrides: Partial<AgreementPdfInput> = {}): AgreementPdfInput {
  return {
    reference: 'FR-7K3M-Q9TX-2B8D',
    verifyUrl: 'https://firstrung.example/verify/FR-7K3M-Q9TX-2B8D',
    version: 2,
    printedAt: new Date('2027-05-20T15:00:00Z'),
    timeZone: 'America/Toronto',
    student: { name: 'Zoé Bélanger-Côté', email: 'zoe@example.org', dateOfBirth: '2010-09-14' },
    guardian: { name: 'Hélène Bélanger', relationship: 'Mère', email: 'helene@example.org', phone: '+1 416 555 1234' },
    employer: { legalName: 'NorthBuild Construction Inc.', workplaceAddress: '120 Front Street West, Toronto, ON M5J 2L7' },
    school: {
      name: 'École secondaire Étienne-Brûlé',
      coordinator: { name: 'François Nguyen', email: 'f.nguyen@example.org', phone: '416 555 9876' },
    },
    startDate: '2027-07-05',
    endDate: '2027-08-13',
    workingTime: {
      kind: 'schedule',
      schedule: {
        days: [
          { weekday: 3, start: '09:00', end: '17:00', breakMinutes: 30 },
          { weekday: 1, start: '09:00', end: '17:00', breakMinutes: 30 },
          { weekday: 5, start: '08:30', end: '12:00', breakMinutes: 0 },
        ],
      },
    },
    tasks: 'Help the site office file drawings.\nCount deliveries against the order sheets.',
    learning: 'How a building site is organised; reading a plan; working safely.',
    supervisor: { name: 'Marc Dubois', role: 'Site office manager', email: 'marc.dubois@example.org', phone: '416 555 2020' },
    hazards: 'Moving vehicles in the yard; noise.',
    protectiveEquipment: 'Hard hat, safety boots and a high-visibility vest, provided by the employer.',
    riskAssessmentFileName: 'risk-assessment-2027.pdf',
    insurance: {
      coveredBy: "Workplace Safety and Insurance Board (the school board's coverage)",
      details: 'Policy WS-2027-114',
      certificateFileName: 'wsib-letter.pdf',
    },
    emergencyContact: { name: 'Hélène Bélanger', relationship: 'Mère', phone: '+1 416 555 1234' },
    rulePack: {
      name: 'Ontario',
      jurisdiction: 'CA-ON',
      version: '2027.1',
      effectiveFrom: '2027-01-01',
      sources: [
        {
          title: 'Occupational Health and Safety Act, O. Reg. 851, s. 4',
          url: 'https://www.ontario.ca/laws/regulation/900851',
          effectiveFrom: '2023-07-01',
        },
        { title: 'Education Act, s. 21', url: 'https://www.ontario.ca/laws/statute/90e02' },
      ],
    },
    requiredParties: ['student', 'guardian', 'employer', 'school'],
    signatures: [
      {
        party: 'employer',
        name: 'Marc Dubois',
        signedAt: new Date('2027-05-10T14:05:00Z'),
        method: { kind: 'account' },
        ipAddress: '203.0.113.7',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
        textHash: '3f2a9c1b7d4e5f60aa11bb22cc33dd44ee55ff66778899aabbccddeeff001122',
      },
      {
        party: 'student',
        name: 'Zoé Bélanger-Côté',
        signedAt: new Date('2027-05-11T19:30:00Z'),
        method: { kind: 'account' },
        ipAddress: '198.51.100.23',
        userAgent: 'Mozilla/5.0 (iPhone) Safari/605.1.15',
        textHash: '3f2a9c1b7d4e5f60aa11bb22cc33dd44ee55ff66778899aabbccddeeff001122',
      },
      {
        party: 'guardian',
        name: 'Hélène Bélanger',
        signedAt: new Date('2027-05-12T23:45:00Z'),
        method: { kind: 'link_and_code', channel: 'sms', sentTo: '+1 416 555 1234' },
        ipAddress: '2001:db8::42',
        userAgent: 'Mozilla/5.0 (Android 14) Chrome/139.0',
        textHash: '3f2a9c1b7d4e5f60aa11bb22cc33dd44ee55ff66778899aabbccddeeff001122',
      },
      {
        party: 'school',
        name: 'François Nguyen',
        signedAt: new Date('2027-05-13T13:00:00Z'),
        method: { kind: 'account' },
        ipAddress: '192.0.2.10',
        textHash: '3f2a9c1b7d4e5f60aa11bb22cc33dd44ee55ff66778899aabbccddeeff001122',
      },
    ],
    ...overrides,
  };
}
