// The messages written in common/ (the contracts' zod messages, the 404 of a path id, the 401 of
// an access rule), by key: each key's English, word for word what users read, with `{{name}}`
// placeholders for the values filled in (docs/decisions/038). The server answers in the
// request's language from its catalogues (server/errors/messages/), which hold these keys and its
// own; the browser shows this English where it has no text of its own for a form's error.

export const commonMessages = {
  // A path id that names nothing (common/api/params.ts), and the server's own "not found".
  'notFound.alert': 'That alert was not found.',
  'notFound.application': 'That application was not found.',
  'notFound.backgroundTask': 'That background task was not found.',
  'notFound.dataExport': 'That archive was not found.',
  'notFound.consentLink': 'That consent link was not found. Ask the student to name you again for a new one.',
  'notFound.document': 'That document was not found.',
  'notFound.email': 'That e-mail was not found.',
  'notFound.employer': 'That employer was not found.',
  'notFound.event': 'That event was not found.',
  'notFound.file': 'That file was not found.',
  'notFound.guardianLink': 'This link was not found. Open the whole link from the most recent e-mail, or ask the school for a new one.',
  'notFound.image': 'That image was not found.',
  'notFound.invitation': 'That invitation was not found.',
  'notFound.item': 'That item was not found.',
  'notFound.job': 'That job was not found.',
  'notFound.newsletterIssue': 'That newsletter issue was not found.',
  'notFound.notification': 'That notification was not found.',
  'notFound.organisation': 'That organisation was not found.',
  'notFound.partnership': 'That partnership was not found.',
  'notFound.placement': 'That placement was not found.',
  'notFound.placementVersion': 'That version of the agreement was not found.',
  'notFound.reference': 'No agreement or certificate has that reference. Check each character against the document.',
  'notFound.request': 'That request was not found.',
  'notFound.resume': 'That resume was not found.',
  'notFound.rosterImport': 'That roster import was not found.',
  'notFound.savedSearch': 'That saved search was not found.',
  'notFound.student': 'That student was not found.',
  'notFound.uploadAddress': 'That upload address was not found.',
  'notFound.user': 'That user was not found.',
  'notFound.supervisorLink': 'This link was not found. Open the whole link from the most recent e-mail.',
  'notFound.shift': 'That shift was not found.',
  'notFound.classCode': 'That class code was not found.',
  'notFound.certificate': 'That placement has no certificate.',
  'notFound.thread': 'That conversation was not found.',
  'notFound.message': 'That message was not found.',
  'notFound.messageReport': 'That report was not found.',

  // An access rule's own 401 (common/api/access.ts).
  'access.signInToRegisterForEvents': 'Please log in to register for events',

  // Paging (common/api/paging.ts).
  'paging.cursorInvalid': 'This page link is not valid; start again from the first page',
  'paging.limitWhole': 'Limit must be a whole number',
  'paging.limitAtLeast': 'Limit must be at least {{min}}',
  'paging.limitAtMost': 'Limit must be at most {{max}}',

  // Fields of several contracts.
  'fields.emailInvalid': 'Enter a valid e-mail address',
  'fields.searchTooLong': 'Search must be at most {{max}} characters',
  'fields.chooseOneOf': 'Choose one of: {{values}}',
  'fields.statusOneOf': 'Status must be one of: {{values}}',
  'fields.subjectRequired': 'Please add a subject',
  'fields.subjectTooLong': 'Subject must be {{max}} characters or fewer',

  'account.statusOneOf': "status must be 'active' or 'suspended'",
  'account.languageOneOf': 'language must be one of: {{values}}',

  'admin.roleFilterOneOf': 'Role must be student, employer, institution, admin or none',
  'admin.roleOneOf': 'Role must be student, employer, institution or admin',
  'admin.takedownReasonRequired': 'Give the reason the employer will read',
  'admin.takedownReasonTooLong': 'The reason must be at most {{max}} characters',
  'admin.impersonationTargetRequired': 'Choose a user to view as',

  'auth.passwordTooShort': 'Password must be at least {{min}} characters',
  'auth.firstNameRequired': 'First name is required',
  'auth.lastNameRequired': 'Last name is required',
  'auth.acceptTermsRequired': 'Accept the terms of use and the privacy notice to create your account',
  'auth.passwordRequired': 'Password is required',
  'auth.enterPassword': 'Enter your password',
  'auth.enterCurrentPassword': 'Enter your current password',
  'auth.linkIncomplete': 'The link is incomplete',

  'contact.nameRequired': 'Please tell us your name',
  'contact.nameTooLong': 'Name must be {{max}} characters or fewer',
  'contact.messageTooShort': 'Message must be at least {{min}} characters',
  'contact.messageTooLong': 'Message must be {{max}} characters or fewer',

  'documents.descriptionTooLong': 'Keep the description to {{max}} characters or fewer',
  'documents.institutionTypeOneOf': 'Choose one of the listed document types',
  'documents.studentTypeRequired': 'Enter the document type',
  'documents.studentTypeTooLong': 'Keep the document type to {{max}} characters or fewer',

  'events.registrationTypeOneOf': 'Choose student, employer_booth or guest_speaker',
  'events.addressTooLong': 'Address must be {{max}} characters or fewer',
  'events.startTimeFormat': 'Start time must be a time like 09:30',
  'events.endTimeFormat': 'End time must be a time like 09:30',
  'events.maxParticipantsWhole': 'Maximum participants must be a whole number above 0',
  'events.maxParticipantsTooMany': 'Maximum participants can be at most {{max}}',
  'events.titleRequired': 'Title is required',
  'events.titleTooLong': 'Title must be {{max}} characters or fewer',
  'events.descriptionRequired': 'Description is required',
  'events.descriptionTooLong': 'Description must be {{max}} characters or fewer',
  'events.dateRequired': 'Date is required',
  'events.dateInvalid': 'Enter a valid date',
  'events.dateInPast': 'The event date cannot be in the past',
  'events.locationRequired': 'Location is required',
  'events.locationTooLong': 'Location must be {{max}} characters or fewer',
  'events.endBeforeStart': 'End time must be after the start time',

  'files.resumeUrlRequired': 'resumeURL is required',
  'files.resumeUrlTooLong': 'resumeURL is too long',
  'files.resumeFileNameRequired': 'resumeFileName is required',
  'files.fileNameTooLong': 'The file name must be {{max}} characters or fewer',

  'jobs.industryFilterOneOf': 'Choose Industry from: {{values}}',
  'jobs.typeFilterOneOf': 'Choose Job type from: {{values}}',
  'jobs.sortOneOf': 'Sort must be one of: {{values}}',
  'jobs.cityFilterTooLong': 'City must be at most {{max}} characters',
  'jobs.withinOneOf': 'Distance must be one of: {{values}} (km)',
  'places.nearTooLong': 'A place must be at most {{max}} characters',
  'places.queryRequired': 'Type the start of a town or a postal code',
  'jobs.applicationMessageTooLong': 'Message must be at most {{max}} characters',
  'jobs.deadlineFormat': 'Deadline must be a date and time (ISO 8601)',
  'jobs.deadlineInPast': 'The application deadline must be in the future',
  'jobs.titleRequired': 'Title is required',
  'jobs.titleTooLong': 'Title must be at most {{max}} characters',
  'jobs.companyNameRequired': 'Company name is required',
  'jobs.companyNameTooLong': 'Company name must be at most {{max}} characters',
  'jobs.locationRequired': 'Location is required',
  'jobs.locationTooLong': 'Location must be at most {{max}} characters',
  'jobs.cityRequired': 'City is required',
  'jobs.cityTooLong': 'City must be at most {{max}} characters',
  'jobs.descriptionRequired': 'Description is required',
  'jobs.descriptionTooLong': 'Description must be at most {{max}} characters',
  'jobs.typeOneOf': 'Type must be one of: {{values}}',
  'jobs.industryOneOf': 'Industry must be one of: {{values}}',
  'jobs.durationTooLong': 'Duration must be at most {{max}} characters',
  'jobs.requirementEmpty': 'A requirement cannot be empty',
  'jobs.requirementTooLong': 'A requirement must be at most {{max}} characters',
  'jobs.requirementsTooMany': 'At most {{max}} requirements',
  'jobs.isActiveBoolean': 'isActive must be true or false',
  'jobs.jobIdInvalid': 'jobId must be a job id',
  'jobs.payKindOneOf': 'Pay must be paid or unpaid',
  'jobs.payAmountRequired': 'Enter the pay amount',
  'jobs.payAmountRange': 'Pay must be more than 0 and at most {{max}}',
  'jobs.payAmountCents': 'Pay can have at most 2 decimals',
  'jobs.payUnitRequired': 'Choose what the pay is per: {{values}}',
  'jobs.payCurrencyOneOf': 'Currency must be one of: {{values}}',
  'jobs.hoursPerWeekRange': 'Hours per week must be a whole number from 1 to {{max}}',
  'jobs.startDateFormat': 'Start date must be a date like 2027-06-30',
  'jobs.placesRange': 'Places must be a whole number from 1 to {{max}}',
  'jobs.minimumAgeRange': 'Minimum age must be a whole number from {{min}} to {{max}}',
  'jobs.postalCodeTooLong': 'Postal code must be at most {{max}} characters',
  'jobs.flagTrueFalse': '{{name}} must be true or false',
  'jobs.applicationSortOneOf': 'Sort must be newest or due',

  'applications.noteTooLong': 'The note must be at most {{max}} characters',
  'applications.interviewStartInvalid': 'Give the interview a date and time (ISO 8601 with an offset)',
  'applications.interviewLengthRange': 'An interview lasts from {{min}} to {{max}} minutes',
  'applications.interviewPlaceTooLong': 'The place or link must be at most {{max}} characters',
  'applications.callLinkInvalid': 'The call link must be an https:// address',
  'applications.interviewPlaceRequired': 'Say where the interview is, or give the link of the call',
  'applications.reasonRequired': 'Choose why the student was not selected: {{values}}',
  'applications.employerStatusOneOf': 'Status must be pending, reviewing, interview, offered or rejected (the student accepts or declines an offer)',
  'applications.interviewAnswerOneOf': 'Answer accept or reschedule',
  'applications.offerAnswerOneOf': 'Answer accept or decline',
  'applications.withdrawOthersBoolean': 'withdrawOthers must be true or false',

  'mailAdmin.recipientTooLong': 'An e-mail address has at most {{max}} characters',
  'mailAdmin.statusOneOf': 'Status must be queued, sent, kept or failed',

  'newsletter.confirmTokenMissing': 'The confirmation link is missing its token',
  'newsletter.unsubscribeTokenMissing': 'The unsubscribe link is missing its token',
  'newsletter.oneClickTokenMissing': 'The unsubscribe address is missing its token',
  'newsletter.oneClickBody': 'Send List-Unsubscribe=One-Click',
  'newsletter.subjectOneLine': 'The subject must be one line',
  'newsletter.bodyRequired': 'Please write the newsletter',
  'newsletter.bodyTooLong': 'The newsletter must be {{max}} characters or fewer',

  'notifications.inAppBoolean': 'inApp must be true or false',
  'notifications.emailBoolean': 'email must be true or false',
  'notifications.linkTokenMissing': 'The link is missing its token',
  'notifications.linkInvalid': 'This link is not valid. It may be incomplete or out of date.',

  'partners.searchRequired': 'Type part of the company name',
  'partners.searchTooShort': 'Type at least {{min}} characters of the company name',
  'partners.employerRequired': 'Choose an employer from the search',
  'partners.decisionOneOf': 'Choose accept or decline',

  'placements.required': 'This field is required',
  'placements.schoolToInvite': 'Choose a school from the list',
  'placements.tooLong': 'Must be at most {{max}} characters',
  'placements.dateFormat': 'Enter a date like 2027-06-30',
  'placements.endDateAfterStart': 'The end date must be after the start date',
  'placements.timeFormat': 'Enter a time like 09:30',
  'placements.endTimeAfterStart': 'The end time must be after the start time',
  'placements.weekdayRange': 'A day of the week is a number from 1 (Monday) to 7 (Sunday)',
  'placements.dayTwice': 'Each day of the week can appear only once in the schedule',
  'placements.daysRange': 'The schedule has from 1 to 7 working days',
  'placements.breakRange': 'Breaks are whole minutes, 0 or more, and shorter than the working day',
  'placements.scheduleOrHours': 'Give either the weekly schedule or the hours per week, not both',
  'placements.weeklyHoursRange': 'Hours per week must be more than 0 and at most {{max}}',
  'placements.insurerOneOf': 'Choose who insures the student: {{values}}',
  'placements.insuranceDetailsRequired': 'Say who insures the student, and under which policy',
  'placements.cancelReasonRequired': 'Give the reason everyone will read',
  'placements.declineReasonRequired': 'Say why you do not sign, so the agreement can be corrected',
  'placements.versionNumber': 'version must be the whole number of the agreement version you read',
  'placements.textHashFormat': 'textHash must be the 64-character SHA-256 of the agreement text you read',
  'placements.codeFormat': 'Enter the 6-digit code you received',
  'placements.codeTokenMissing': 'Ask for a code first',
  'placements.signerOneOf': 'Choose one of: {{values}}',

  'hours.reasonRequired': "Say why you verify these hours on the supervisor's behalf",
  'hours.shiftsRequired': 'Choose from 1 to 500 shifts',
  'hours.answerOneOf': 'Answer one of: {{values}}',
  'hours.correctionRequired': 'Give the right start, end and break',
  'hours.noteRequired': 'Add a note saying what you corrected',
  'hours.answersRequired': 'Answer each shift listed (at most 100)',
  'hours.periodOrder': 'The end of the period must not be before its start',
  'hours.periodTooLong': 'A period is at most {{max}} days',
  'messages.bodyRequired': 'Write a message',
  'messages.bodyTooLong': 'A message is at most {{max}} characters',
  'messages.reasonOneOf': 'Choose one of: {{values}}',
  'messages.actionOneOf': 'Choose one of: {{values}}',
  'messages.detailsRequired': 'Say what is wrong with this message',
  'messages.detailsTooLong': 'At most {{max}} characters',
  'messages.timeZoneUnknown': 'timeZone must be an IANA time zone, such as America/Toronto',
  'closure.ratingRange': 'A rating is a whole number from 1 to 5',
  'closure.outcomeOneOf': 'Choose one of: {{values}}',
  'closure.hoursMissedRange': 'Enter the hours missed, a whole number from 0',
  'closure.wouldHostAgainRequired': 'Say whether you would host a student again',
  'closure.lastDayPresentRequired': 'Enter the last day the student was present',
  'closure.ratingsRequired': 'Rate each competency from 1 to 5',
  'closure.reflectionRequired': 'Write your reflection',
  'closure.disagreementCommentRequired': 'Say what you do not agree with',
  'closure.revokeReasonRequired': 'Give the reason the public page will show',

  'consent.required': 'This field is required',
  'consent.tooLong': 'Must be at most {{max}} characters',
  'consent.codeFormat': 'Enter the 6-digit code you received',
  'consent.codeTokenMissing': 'Ask for a code first',
  'consent.decisionOneOf': 'Choose consent or refuse',

  'profileImages.versionNumber': 'v must be a number',

  'profiles.tooLong': 'Must be {{max}} characters or fewer',
  'profiles.urlInvalid': 'Enter a full web address, like https://example.com',
  'profiles.phoneInvalid': 'Enter a phone number like (555) 123-4567',
  'profiles.choiceOneOf': 'Choose one of the listed options',
  'profiles.postalCodeFormat': 'Enter a postal code like A1A 1A1 (or a US ZIP code like 12345)',
  'profiles.alertRadiusOneOf': 'Alert radius must be one of: {{values}} (km)',
  'profiles.wholeNumber': 'Enter a whole number',
  'profiles.numberRange': 'Enter a number from {{min}} to {{max}}',
  'profiles.birthDateFormat': 'Enter a date like 2008-05-31',
  'profiles.birthDateInPast': 'Enter a date in the past',
  'profiles.monthFormat': 'Enter a month like 2027-06',
  'profiles.listItemEmpty': 'Remove the empty item',
  'profiles.listExpected': 'Enter a list of items',
  'profiles.listTooLong': 'Enter at most {{max}} items',
  'profiles.institutionChoose': 'Choose an institution from the list',
  'profiles.countryFirst': 'Choose a country first',
  'profiles.regionOfCountry': 'Choose a region of {{country}}',
  'profiles.companyNameRequired': 'Company name is required',
  'profiles.institutionNameRequired': 'Institution name is required',

  'savedSearches.industriesOneOf': 'Choose industries from: {{values}}',
  'savedSearches.typesOneOf': 'Choose job types from: {{values}}',
  'savedSearches.nameRequired': 'Name is required',
  'savedSearches.nameTooLong': 'Name must be at most {{max}} characters',
  'savedSearches.criterionRequired': 'Search for something or choose a filter before saving the search',

  'schoolLinks.decisionOneOf': 'Choose approve or decline',

  'classCodes.codeShape': 'Enter the 8-character class code your school gave you, like ABCD-EFGH',
  'classCodes.labelRequired': 'Give the code a name, like "Grade 10 – Ms Roy"',
  'classCodes.labelTooLong': 'Name must be at most {{max}} characters',
  'classCodes.lifetimeOneOf': 'Choose a lifetime of {{values}} days',
  'classCodes.endDateFormat': 'Enter an end date like 2027-06-30',
  'classCodes.lifetimeOrEndDate': 'Choose a lifetime or an end date (one of them)',
  'schoolSignIn.domainInvalid': 'Enter an e-mail domain like school.example (no @, no https://)',
  'schoolSignIn.issuerInvalid': 'Enter the issuer as a full address like https://accounts.google.com',
  'schoolSignIn.clientIdRequired': 'Client ID is required',
  'schoolSignIn.clientSecretRequired': 'Client secret is required',
  'schoolSignIn.domainsRequired': 'Name at least one e-mail domain your provider vouches for',
  'schoolSignIn.domainsTooMany': 'Name at most {{max}} e-mail domains',

  'verification.kindOneOf': 'Kind must be one of: {{values}}',
  'verification.decisionOneOf': 'Decision must be verified or rejected',
  'verification.reasonTooLong': 'Reason must be at most {{max}} characters',
} as const;

export type CommonMessageKey = keyof typeof commonMessages;

/** The keys of a catalogue whose text has no placeholder: such a message is its key alone. */
export type PlainKeyOf<Catalogue extends Record<string, string>> = {
  [K in keyof Catalogue]: [Placeholders<Catalogue[K]>] extends [never] ? K : never;
}[keyof Catalogue];

/** What a path id can name, for its 404: `uuidParams('job')`, `notFound('job')`. */
export type NotFoundSubject = CommonMessageKey extends infer Key ? (Key extends `notFound.${infer Subject}` ? Subject : never) : never;

/** The names of a text's `{{name}}` placeholders, as a union of string literals. */
export type Placeholders<Text extends string> = Text extends `${string}{{${infer Name}}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** The values a text's placeholders take, as an argument list: none for a text without any. */
export type ParamsOf<Text extends string, Value = MessageValue> = [Placeholders<Text>] extends [never]
  ? []
  : [params: Record<Placeholders<Text>, Value>];

export type MessageValue = string | number;

/** Puts values into a text's `{{name}}` placeholders (a name without a value stays as written). */
export function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

const asStrings = (params: Readonly<Record<string, MessageValue>> | undefined) =>
  Object.fromEntries(Object.entries(params ?? {}).map(([name, value]) => [name, String(value)]));

/** What a zod issue raised by a keyed message carries, besides zod's own fields (the server reads it). */
export interface KeyedIssue {
  messageKey: CommonMessageKey;
  messageParams?: Record<string, MessageValue>;
}

/**
 * zod's `params` (or `error`) for a check whose message is a key: the issue's message is the
 * key's English, and the issue carries the key and its values (`messageKey`, `messageParams`), so
 * the server answers it in the request's language without reading the English back.
 * `z.string().min(1, keyed('events.titleRequired'))`, `.max(max, keyed('profiles.tooLong', { max }))`.
 */
export function keyed<K extends CommonMessageKey>(key: K, ...[params]: ParamsOf<(typeof commonMessages)[K]>) {
  const stamp: KeyedIssue = params ? { messageKey: key, messageParams: params } : { messageKey: key };
  const text = fill(commonMessages[key], asStrings(params));
  return {
    // zod calls this with the issue it is raising and copies the issue's fields after the call,
    // so the key travels with the issue (server/errors/messages.test.ts checks it does).
    error: (issue: object) => {
      Object.assign(issue, stamp);
      return text;
    },
  };
}

/** The fields of a custom issue (`ctx.addIssue({ code: 'custom', path, ...keyedIssue(key, values) })`) whose message is a key. */
export function keyedIssue<K extends CommonMessageKey>(key: K, ...[params]: ParamsOf<(typeof commonMessages)[K]>): KeyedIssue & { message: string } {
  return { message: fill(commonMessages[key], asStrings(params)), messageKey: key, ...(params ? { messageParams: params } : {}) };
}
