import { commonMessages, type PlainKeyOf } from '@common/messages';

// Every message the API can send, by key, in English: word for word what users read, with
// `{{name}}` placeholders (docs/decisions/038). The keys of common/messages.ts (the contracts'
// messages) and the server's own below; fr.ts must have the same keys, which the type check
// enforces. A key names what the message is about, not its wording: rewording keeps the key.

const serverMessages = {
  // The answers the error handler puts together or writes itself.
  'errors.pathAndMessage': '{{path}}: {{message}}',
  'errors.invalidInput': 'Invalid input: {{issues}}',
  'errors.issueSeparator': '; ',
  'errors.invalidValue': 'Invalid value',
  'errors.unavailable': 'The service is briefly unavailable. Please try again in a moment.',
  'errors.internal': 'Something went wrong on our side. Please try again.',
  'errors.noRoute': 'No route for {{method}} {{path}}.',
  'errors.databaseUnreachable': 'The database is not reachable.',

  // Every request.
  'access.signIn': 'Please sign in to continue.',
  'access.wrongAccountType': 'Your account type cannot do that.',
  'access.impersonating': 'Not available while viewing as another user. Return to your admin account first.',
  'access.emailNotVerified': 'Please confirm your e-mail address first. We sent you a link.',
  'access.organisationNotVerified': "Students' details are shown only to schools and employers that FirstRung has verified.",
  'access.crossSite': 'This request came from another website and was refused. Please use FirstRung directly.',
  'input.nulCharacter': 'Text must not contain the NUL character (U+0000).',
  'paging.cursorOutOfDate': 'This page link is out of date. Please start again from the first page.',

  // Search by distance (docs/product/near-me.md).
  'jobs.distanceSortNeedsPlace': 'Sorting by distance needs a place to measure from (near, or a home postal code on your profile)',
  'profiles.postalCodeUnknown': 'We cannot find this postal code: check it, or leave the field empty',
  'places.unknown': 'We do not know the place "{{near}}": give a postal code (A1A 1A1) or a town, with its province or state if it is ambiguous',

  // Limits (429): the wait is one of limits.seconds/minutes.
  'limits.network': 'Too many requests from your network. Please wait {{wait}} and try again.',
  'limits.passwords': 'Too many incorrect passwords. Please wait {{wait}} and try again.',
  'limits.account': 'Too many requests from your account. Please wait {{wait}} and try again.',
  'limits.seconds.one': '{{count}} second',
  'limits.seconds.other': '{{count}} seconds',
  'limits.minutes.one': '{{count}} minute',
  'limits.minutes.other': '{{count}} minutes',
  'limits.contact': 'Thanks, we already have your messages. Please wait an hour before sending another one.',

  'account.lastAdminClose': 'You are the only admin. Make another admin before closing this account.',
  'account.samePassword': 'Your new password must be different from your current one.',
  'account.sameEmail': 'That is already your e-mail address.',
  'account.wrongPassword': 'That is not your current password.',

  'admin.cannotImpersonateSelf': 'You cannot view the product as yourself.',
  'admin.cannotImpersonateAdmin': 'Admin accounts cannot be impersonated.',
  'admin.impersonateSuspended': 'This account is suspended. Reactivate it before viewing as this user.',
  'admin.impersonateNoProfile': 'This user has not set up a role and profile yet, so there is nothing to view as them.',
  'admin.notImpersonating': 'You are not viewing the product as another user.',
  'admin.alreadyTakenDown': 'This posting has been taken down already.',
  'admin.cannotChangeOwnRole': 'You cannot change your own role. Ask another admin.',
  'admin.cannotDeleteSelf': 'You cannot delete your own account here. Use Account Management to close it.',
  'admin.lastAdminDelete': 'This is the only admin who can sign in. Make another admin before deleting this account.',
  'admin.cannotSuspendSelf': 'You cannot suspend your own account.',
  'admin.verifyUnconfirmedEmail': 'This account has not confirmed its e-mail address yet. It can be verified once it has.',

  'auth.suspended': 'This account is suspended. Please contact support.',
  'auth.incorrectCredentials': 'Incorrect e-mail or password.',
  'auth.roleAlreadySet': 'Your role is already set and cannot be changed here.',
  'auth.linkExpired': 'This link has expired. Please ask for a new one.',
  'auth.linkUsed': 'This link is not valid any more. It may have been used already. Please ask for a new one.',
  'auth.emailTaken': 'That e-mail address now belongs to another account, so it cannot be yours too.',
  'auth.commonPassword': 'This password is one of the most common passwords. Please choose one that is harder to guess.',
  'auth.personalPassword': 'Your password must not be your name or your e-mail address.',
  'auth.enterEmail': 'Enter your e-mail address.',

  'documents.oneFileAtATime': 'Please upload one file at a time.',
  'documents.oneFileIssue': 'One file at a time',
  'documents.malformed': 'The upload could not be read: the form data is malformed. Please try again.',
  'documents.malformedIssue': 'Malformed form data',
  'documents.tooLarge': 'Please upload a file smaller than {{megabytes}}MB',
  'documents.noFile': 'Please select a file to upload.',
  'documents.wrongType': 'Please upload a {{types}} or {{lastType}} file.',
  'documents.wrongTypeIssue': 'Allowed types: {{types}} or {{lastType}}',
  'documents.notReallyType': 'This file is not really a {{extension}} file. Please upload a {{types}} or {{lastType}} file.',
  'documents.notReallyTypeIssue': 'The file content does not match its type',
  'documents.legacyMacros':
    'This {{extension}} file contains macros, which could run programs on the computer of whoever opens it. Please save it as {{modern}} or PDF, or without its macros, and upload it again.',
  'documents.legacyMacrosIssue': 'The file contains macros',
  'documents.schoolNotApproved': 'Your school has not approved you yet, so you cannot send it documents.',

  'events.alreadyRegistered': 'You are already registered for this event.',
  'events.boothForEmployers': 'Only employers can register for an employer booth.',
  'events.guestSpeakerNotForStudents': 'Students register as students, not as guest speakers.',
  'events.passed': 'This event has already taken place.',
  'events.full': 'This event is full.',
  'events.notRegistered': 'You are not registered for this event.',
  'events.maxBelowRegistrations': '{{count}} people are already registered: the maximum cannot be lower than that.',
  'events.passedNoEdit': 'This event has already taken place: it can no longer be edited.',

  'files.quotaExceeded': 'This file does not fit in your {{megabytes}} MB of file space. Please delete a file you no longer need and try again.',
  'files.quotaExceededIssue': 'Not enough file space left',
  'files.tooManyUploads': 'You have {{count}} uploads waiting to be finished. Please finish one, or try again in a few minutes.',
  'files.tooLarge': 'The file is too large. The limit is {{megabytes}} MB.',
  'files.uploadAddressUsed': 'This upload address has already been used. Please start the upload again.',
  'files.uploadAddressOfSomeoneElse': 'This upload address belongs to someone else.',
  'files.uploadAddressExpired': 'This upload address has expired. Please start the upload again.',
  'files.uploadOfSomeoneElse': 'That upload belongs to someone else.',
  'files.uploadRecorded': 'This upload has already been recorded. Please start the upload again.',
  'files.uploadMissing': 'We could not find the uploaded file. Please upload the file again.',
  'files.uploadAddressNotOurs': 'That is not an upload address we gave you. Please upload the file again.',
  'files.uploadNotArrived': 'The file has not arrived yet. Please upload the file again.',
  'files.uploadNoFile': "This upload has no file: send the file's bytes as the body of the PUT. The upload address can still be used.",
  'files.cannotViewResume': 'You cannot view this resume.',
  'files.storageFull': 'The server is short of space for files right now. Please try again later.',

  'images.notAnImage': 'This file is not a PNG, JPEG or WebP image. Please choose a photo or logo in one of those formats.',
  'images.tooLarge': 'Please choose an image smaller than {{megabytes}} MB.',
  'images.tooManyPixels': 'Please choose a smaller image: at most {{side}} pixels wide and high, and {{millions}} million pixels in all.',

  'institutions.profileRequired': 'Please set up your institution profile first.',

  'rosterImport.tooLarge': 'Please choose a smaller file: a roster file may have at most {{megabytes}} MB.',
  'rosterImport.unreadable': 'This file could not be read as a CSV file. Save it from your spreadsheet as “CSV UTF-8” and try again.',
  'rosterImport.empty': 'This file has no students: it needs a header row, then one row per student.',
  'rosterImport.tooManyRows': 'This file has more than {{max}} students. Please split it into smaller files.',
  'rosterImport.missingColumns': 'The header row lacks these columns: {{columns}}. Download the template to see the headers expected.',
  'rosterImport.notPreview': 'This import is no longer a preview: it cannot be confirmed or discarded.',
  'rosterImport.firstNameRequired': 'The first name is missing.',
  'rosterImport.lastNameRequired': 'The last name is missing.',
  'rosterImport.emailRequired': 'The e-mail address is missing.',
  'rosterImport.emailInvalid': 'This is not a valid e-mail address.',
  'rosterImport.emailTwice': 'This e-mail address is already on line {{line}}.',
  'rosterImport.emailNotStudent': 'This e-mail address belongs to a FirstRung account that is not a student’s.',
  'rosterImport.gradeUnknown': 'The grade must be 9, 10, 11 or 12.',
  'rosterImport.dateOfBirthInvalid': 'The date of birth must be a real date written YYYY-MM-DD.',
  'rosterImport.ageImplausible': 'This date of birth gives an age outside {{min}} to {{max}} years: please check it.',
  'rosterImport.guardianNameRequired': 'A student under 18 needs a parent or guardian’s name.',
  'rosterImport.guardianContactRequired': 'A student under 18 needs a parent or guardian’s e-mail address or phone number.',
  'rosterImport.guardianEmailInvalid': 'The parent or guardian’s e-mail address is not valid.',
  'rosterImport.guardianEmailSame': 'The parent or guardian’s e-mail address must not be the student’s own.',
  'rosterImport.guardianPhoneInvalid': 'The parent or guardian’s phone number is not valid (10 digits, or + and the country code).',

  'jobs.studentProfileRequired': 'Please create your student profile first.',
  'jobs.employerProfileRequired': 'Please create your employer profile first.',
  'jobs.closedFilled': 'This position has been filled.',
  'jobs.closedInactive': 'This opportunity is no longer accepting applications.',
  'jobs.closedDeadline': 'The application deadline for this opportunity has passed.',
  'jobs.deadlineInPastToReopen': 'The application deadline must be in the future: give a new deadline to open the posting again',
  'jobs.resumeRequired': 'Please upload your resume to your profile before applying.',
  'jobs.alreadyApplied': 'You have already applied to this job.',

  // A young student's parent or guardian consent (docs/product/accounts.md#consent-at-sign-up).
  'consent.guardianRequired':
    'A parent or guardian must agree before you can apply: under {{age}} in your province, the law asks for their consent. Name them on your dashboard; they get a link by e-mail.',
  'consent.birthDateRequired':
    'Add your date of birth to your profile before you apply: under {{age}} in your province, the law asks a parent’s or guardian’s consent first, so FirstRung needs your age.',
  'consent.notNeeded': 'You do not need a parent’s or guardian’s consent to apply.',
  'consent.alreadyGiven': 'Your parent or guardian has already consented.',
  'consent.guardianSameEmail': 'Give your parent’s or guardian’s own e-mail address, not yours',
  'consent.guardianSamePhone': 'Give your parent’s or guardian’s own phone number, not yours',
  'consent.linkReplaced': 'The student has named a parent or guardian again, so this link no longer works. Use the link in the newest e-mail.',
  'consent.alreadyAnswered': 'This request has already been answered.',
  'consent.codeWrong': 'That code is not right. Tries left: {{count}}.',
  'consent.codeExpired': 'This code has expired. Ask for a new one.',
  'consent.codeTooManyTries': 'Too many wrong codes. Ask for a new one.',
  'consent.codeUsed': 'This code has been used already. Ask for a new one.',
  'consent.codeUnknown': 'This code does not go with this page. Ask for a new one.',
  'consent.termsVersionOutdated': 'The terms of use or the privacy notice changed since this page loaded. Reload the page to read the current ones.',
  'jobs.applicationWithdrawn': 'The student withdrew this application: its status can no longer be changed.',
  'jobs.acceptedNotWithdrawn': 'This application was accepted: to step back from the placement, talk to the employer.',

  'applications.closed': 'This application is closed: it can no longer be changed.',
  'applications.offerWaiting': 'The student has an offer waiting: they accept or decline it.',
  'applications.noInterviewWaiting': 'No interview is waiting for your answer on this application.',
  'applications.noOfferWaiting': 'No offer is waiting for your answer on this application.',
  'applications.closedForWithdraw': 'This application is closed.',
  'messages.threadClosed': 'This conversation is closed.',
  'messages.blocked': 'This student does not accept your messages.',
  'messages.notYourApplicant': 'You can write to a student only about an application they sent to one of your postings.',
  'jobs.takenDownNoReopen': 'FirstRung took this posting down, so it cannot be reopened. The reason is shown on your dashboard.',
  'jobs.takenDownNoSwitchOn': 'FirstRung took this posting down, so it cannot be switched on again. The reason is shown on your dashboard.',

  'mailAdmin.taskNotFailed': 'This task has not failed (it may have been tried again already).',
  'mailAdmin.messageTextGone':
    'This e-mail cannot be sent again: its text was deleted after its last attempt. Ask the person to request it again (a new link, for example).',

  'sms.invalidNumber': 'This is not a phone number an SMS can be sent to. Write it with its country code, like +1 416 555 0123.',

  'newsletter.confirmLinkInvalid': 'This confirmation link is not valid. It may have been used already, or be incomplete.',
  'newsletter.unsubscribeLinkInvalid': 'This unsubscribe link is not valid. It may be incomplete or out of date.',
  'newsletter.issueSent': 'This issue has been sent already, so it can no longer be changed or sent again.',

  'notifications.kindNotForAccount': 'Your account does not get this kind of notification.',
  'notifications.dailyOnlyForApplications': 'Only application e-mails can come once a day.',

  'verify.referenceMalformed': 'A reference looks like FR-7K3M-Q9TX-2B8D: FR, then 12 letters and digits. Check it against the document.',

  'partners.schoolNotVerified': 'FirstRung has not verified your school yet. You can invite partners once it has.',
  'partners.companyNotVerified': 'FirstRung has not verified your company yet. You can answer invitations once it has.',
  'partners.alreadyInvited': 'You have already invited this employer. See "Partners" for where it stands.',

  'placements.noSchool': 'This student has no school, so this agreement has no school part: it goes from the employer to the signatures.',
  'placements.employerPartFirst': 'The employer fills in its part first; the school completes and validates the agreement after.',
  'placements.employerPartClosed': 'This placement has started or is over, so the employer’s part can no longer be changed.',
  'placements.schoolPartClosed': 'This placement has started or is over, so the school’s part can no longer be changed.',
  'placements.isCancelled': 'This placement was cancelled.',
  'placements.cannotCancelAnyMore': 'This placement is over or cancelled already.',
  'placements.employerCannotCancel': 'The school has validated this agreement: only the school can cancel it now.',
  'placements.studentCannotCancel': 'Your school runs this placement: ask your school to cancel it.',
  'placements.guardianSameEmail': 'The parent or guardian’s e-mail address must not be the student’s own',
  'placements.guardianSamePhone': 'The parent or guardian’s phone number must not be the student’s own',
  'placements.birthDateRequired': 'The student’s profile has no date of birth: give it here',
  'placements.notSigning': 'This agreement is not out for signature.',
  'placements.versionOutdated': 'This agreement has changed since you read it. Read the new version, then sign it.',
  'placements.notASigner': 'Your signature is not required on this agreement.',
  'placements.alreadyAnswered': 'You have already signed or declined this version of the agreement.',
  'placements.sentBySchool': 'The school sends this agreement for signature once it has validated it.',
  'placements.sentByEmployer': 'This student has no school: the employer sends the agreement for signature.',
  'placements.notReadyToSend':
    'This agreement is not complete yet: the employer fills in its part and, with a school, the school validates it before it goes out for signature.',
  'placements.alreadySent': 'This agreement was sent for signature already.',
  'placements.employerPartIncomplete':
    'The employer’s part is missing: {{fields}}. The employer completes it before the agreement goes out for signature.',
  'placements.birthDateUnknown':
    'The student’s date of birth is not known, so the rules for their age cannot be checked. With a school, the school gives it in its part; without one, the student adds it to their profile.',
  'placements.birthAfterStart': 'The student’s date of birth is after the placement’s start date. Correct one of the two.',
  'placements.belowMinimumAge': 'The student is too young for this placement on its start date. {{ruleId}}: {{violation}}',
  'placements.minorNeedsSchedule':
    'The student is a minor on the start date: the agreement needs its weekly schedule (each day and its hours), not only hours a week, so that the limits for their age can be checked.',
  'placements.scheduleBreaksRules': 'The working time breaks the limits for a student aged {{age}} ({{pack}}): {{violations}}',
  'placements.guardianMissing':
    'A parent or guardian must sign this agreement: the student is under {{majority}} on the start date. Name them first (the school in its part; with no school, the student).',
  'placements.schoolInvitationHasSchool': 'A school already takes part in this placement.',
  'placements.schoolInvitationAfterSending': 'This agreement has gone out for signature: a school can no longer be invited to it.',
  'placements.schoolInvitationPending': 'A school has not answered your invitation yet: wait for its answer before inviting another.',
  'placements.schoolInvitationAnswered': 'This invitation has been answered already.',
  'placements.schoolNotVerified': 'Choose a school from the list: only schools FirstRung has verified can take part.',
  'placements.schoolNamesGuardian': 'Your school names your parent or guardian on this agreement, in its part.',
  'placements.guardianAfterSending': 'This agreement has gone out for signature: the parent or guardian can no longer be changed here.',
  'placements.notSentYet': 'This agreement has not been sent for signature yet, so there is no version to print.',

  // The hours log (server/features/placement-hours/shift-service.ts).
  'hours.notActive': 'Hours are logged once the placement has started, until the school signs it off.',
  'hours.signedOff': 'This placement was signed off: its hours can no longer change.',
  'hours.didNotShow': 'The supervisor said the student did not come to this placement, so no hours can be logged.',
  'hours.futureDate': 'Log a day once it has come: today at the workplace is {{today}}.',
  'hours.oneADay': 'A day is already logged for {{date}}. Change that one instead.',
  'hours.notEditable': 'This day went to the supervisor, so it can no longer be changed.',
  'hours.notAwaiting': 'Only hours waiting for the supervisor, or that the supervisor corrected, can be verified on their behalf.',
  'hours.noCorrection': 'The supervisor gave no corrected times for this day.',
  'hours.notVerified': 'Only verified hours of this placement can be approved. Nothing was approved.',
  'hours.coordinatorOnly': "The school verifies hours on the supervisor's behalf (with no school, the employer).",
  // The hours log and the supervisor's links (docs/product/placement-hours.md).
  'supervisorLinks.expired': 'This link has expired. The next e-mail brings a new one; or ask the school to verify these hours.',
  'supervisorLinks.replaced': 'This link was replaced by a newer one. Open the link from the most recent e-mail.',
  'supervisorLinks.answered': 'These were already answered, on {{date}}.',
  'supervisorLinks.shiftNotListed': 'This link does not ask about that shift: answer only the days it lists.',
  'supervisorLinks.shiftAnsweredTwice': 'Answer each day once.',
  'supervisorLinks.shiftMissing': 'Answer every day listed: the day of {{date}} has no answer.',

  // A placement's certificate (docs/product/placement-hours.md#the-certificate).
  'certificates.alreadyRevoked': 'This certificate was revoked already: a revoked certificate is never valid again.',

  // A parent or guardian's link and code (server/features/guardian-signing).
  'guardian.linkSigned': 'You have already signed this agreement. Thank you.',
  'guardian.linkDeclined': 'You have already declined to sign this agreement.',
  'guardian.linkReplaced':
    'This link no longer works: a newer link or a new version of the agreement was sent. Use the link in the most recent e-mail.',
  'guardian.noContact': 'The school gave no phone number or e-mail address to send your code to. Please contact the school.',
  'guardian.tooManyCodes': 'You have asked for {{max}} codes in the last hour. Please wait {{wait}} and ask again.',
  'guardian.codeWrong.one': 'That is not the code we sent. You have {{count}} more try.',
  'guardian.codeWrong.other': 'That is not the code we sent. You have {{count}} more tries.',
  'guardian.codeWrongLastTry': 'That is not the code we sent, and it was the last try for this code. Ask for a new code.',
  'guardian.codeExpired': 'This code has expired. Ask for a new code.',
  'guardian.codeTooManyTries': 'A wrong code was typed {{max}} times, so this code no longer works. Ask for a new code.',
  'guardian.codeUsed': 'This code has already been used. Ask for a new code.',
  'guardian.codeUnknown': 'This code does not go with this link. Ask for a new code.',
  'placements.schoolReminds': 'This placement has a school: the school reminds the parties that have not signed.',
  'placements.partyNotPending': 'That party has no signature waiting on this agreement: it has signed, declined or is not asked to sign.',
  'placements.remindersUsed': 'That party has had every reminder already.',
  'placements.remindTooSoon': 'That party was reminded less than a day ago. You can remind them again from {{at}} (UTC).',
  // The end of a placement (server/features/placement-closure).
  'closure.notCompleted': 'This placement has not ended yet: its evaluation, reflection and sign-off come once it is completed.',
  'closure.didNotShow': 'The supervisor said the student did not show: this placement ends there, with no reflection, sign-off or certificate.',
  'closure.signedOff': 'This placement is signed off and its certificate issued: nothing can change any more.',
  'closure.alreadyEvaluated': 'This placement was evaluated already.',
  'closure.agreementRequired': 'Say whether you agree with your supervisor’s evaluation',
  'closure.signOffWaits': 'This placement cannot be signed off yet. It still waits for: {{missing}}.',
  'closure.missingAnd': '{{first}}; {{rest}}',
  'closure.missing.evaluation': 'the supervisor’s evaluation',
  'closure.missing.reflection': 'the student’s reflection',
  'closure.missing.agreement_answer': 'the student’s answer to the evaluation (do they agree with it?)',
  'closure.missing.hours_pending': 'hours not yet verified or still disputed',
  // Reports on messages (server/features/messages/report-service.ts).
  'messages.reportOwnMessage': 'You cannot report your own message.',
  'messages.alreadyReported': 'You reported this message already.',
  'messages.reportResolved': 'This report was resolved already.',

  // Export my data (server/features/data-export).
  'dataExports.alreadyPreparing': 'An archive is being prepared already. You will be told when it is ready.',
  'dataExports.dailyLimit': 'You can ask for {{max}} archives a day. Please try again tomorrow.',
  'dataExports.notReady': 'This archive is not ready to download: it is still being prepared, or it could not be prepared.',
  'dataExports.expired': 'This archive was offered for {{hours}} hours and has been deleted. Ask for a new one.',

  'profiles.accountTypeChanged': 'Your account type changed meanwhile. Reload the page and try again.',
  // Class codes (server/features/class-codes).
  'classCodes.unknown': 'No school has this class code. Check each character, or ask your school for its code.',
  'classCodes.expired': 'This class code has expired. Ask your school for a new one.',
  'classCodes.revoked': 'Your school no longer uses this class code. Ask it for a new one.',
  'classCodes.endDateRange': 'Choose an end date after today and at most a year away',
  'profiles.schoolNotVerified': 'That school has not been verified by FirstRung yet. Choose a verified school from the list.',
  // One account, one role (server/features/profiles/save-profile.ts): <the account's role>.<the profile's>.
  'profiles.wrongRole.student.employer':
    'This is a student account, so it cannot have an employer profile: each account has one role. To use FirstRung as an employer, sign up for a separate account with another e-mail address.',
  'profiles.wrongRole.student.institution':
    'This is a student account, so it cannot have an institution profile: each account has one role. To use FirstRung as an institution, sign up for a separate account with another e-mail address.',
  'profiles.wrongRole.employer.student':
    'This is an employer account, so it cannot have a student profile: each account has one role. To use FirstRung as a student, sign up for a separate account with another e-mail address.',
  'profiles.wrongRole.employer.institution':
    'This is an employer account, so it cannot have an institution profile: each account has one role. To use FirstRung as an institution, sign up for a separate account with another e-mail address.',
  'profiles.wrongRole.institution.student':
    'This is an institution account, so it cannot have a student profile: each account has one role. To use FirstRung as a student, sign up for a separate account with another e-mail address.',
  'profiles.wrongRole.institution.employer':
    'This is an institution account, so it cannot have an employer profile: each account has one role. To use FirstRung as an employer, sign up for a separate account with another e-mail address.',
  'profiles.wrongRole.admin.student': 'This is an admin account, so it cannot have a student profile. Admins have no profile of their own.',
  'profiles.wrongRole.admin.employer': 'This is an admin account, so it cannot have an employer profile. Admins have no profile of their own.',
  'profiles.wrongRole.admin.institution': 'This is an admin account, so it cannot have an institution profile. Admins have no profile of their own.',

  'savedSearches.tooMany': 'You can keep at most {{max}} saved searches. Delete one to save another.',
  'savedSearches.placeRequired': 'A distance needs a place to measure from: name one, or add your home postal code to your profile',

  // Schools' own identity providers (server/features/school-sign-in).
  'schoolSignIn.issuerNotAllowed':
    'FirstRung cannot reach this issuer: it must be a public https:// address (a provider on a private network needs the operator to allow it)',
  'schoolSignIn.discoveryFailed': 'FirstRung could not read the provider’s settings at this issuer (its /.well-known/openid-configuration)',
  'schoolSignIn.discoveryIncomplete': 'The provider’s settings at this issuer lack an authorization, token or key address',
  'schoolSignIn.issuerMismatch': 'The provider at this address says its issuer is {{found}}: enter exactly that',
  'schoolSignIn.domainTaken': 'The e-mail domain {{domain}} is already claimed by another school',
  'schoolSignIn.noSchoolForDomain': 'No school signs in with {{domain}} addresses on FirstRung. Sign in with your e-mail and password instead.',
  'schoolSignIn.providerUnavailable': 'Your school’s sign-in is not available right now. Try again later, or sign in with your e-mail and password.',

  // The client errors of Fastify and @fastify/multipart, by their error code (library-errors.ts):
  // the libraries' own English.
  'fastify.notFound': 'Not Found',
  'fastify.bodyTooLarge': 'Request body is too large',
  'fastify.unsupportedMediaType': 'Unsupported Media Type',
  'fastify.contentLengthMismatch': 'Request body size did not match Content-Length',
  'fastify.emptyJsonBody': "Body cannot be empty when content-type is set to 'application/json'",
  'fastify.invalidJsonBody': "Body is not valid JSON but content-type is set to 'application/json'",
  'fastify.missingContentType': "Method '{{method}}' must provide a 'Content-Type' header.",
  'fastify.missingBody': "Method '{{method}}' must provide a request body.",
  'multipart.partsLimit': 'reach parts limit',
  'multipart.filesLimit': 'reach files limit',
  'multipart.fieldsLimit': 'reach fields limit',
  'multipart.fileTooLarge': 'request file too large',
  'multipart.prototypeProperty': 'prototype property is not allowed as field name',
  'multipart.notMultipart': 'the request is not multipart',
  'multipart.invalidJsonField': 'a request field is not a valid JSON as declared by its Content-Type',
  'multipart.prematureClose': 'the request was closed before the multipart data was fully parsed',

  // Better Auth's refusals that are not turned into one of ours where they happen, by its error
  // code (library-errors.ts): its own English.
  'betterAuth.userNotFound': 'User not found',
  'betterAuth.invalidPassword': 'Invalid password',
  'betterAuth.invalidEmail': 'Invalid email',
  'betterAuth.invalidToken': 'Invalid token',
  'betterAuth.tokenExpired': 'Token expired',
  'betterAuth.passwordTooShort': 'Password too short',
  'betterAuth.passwordTooLong': 'Password too long',
  'betterAuth.credentialAccountNotFound': 'Credential account not found',
  'betterAuth.sessionExpired': 'Session expired. Re-authenticate to perform this action.',
  'betterAuth.emailAlreadyVerified': 'Email is already verified',
} as const;

export const en = { ...commonMessages, ...serverMessages } as const;

export type MessageKey = keyof typeof en;

/** The keys whose English has no placeholder: a message is then its key alone. */
export type PlainMessageKey = PlainKeyOf<typeof en>;

// A server key that is also a common one would hide it: the type check names it.
type SharedKey = keyof typeof commonMessages & keyof typeof serverMessages;
const _noSharedKey: [SharedKey] extends [never] ? true : SharedKey = true;
