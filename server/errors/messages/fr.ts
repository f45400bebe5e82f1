import type { Placeholders } from '@common/messages';
import type { en, MessageKey } from './en';

// The French of every message (docs/decisions/038), by the keys of en.ts: a key missing here, or
// one that en.ts does not have, fails the type check, and so does a text whose placeholders are not
// those of its English. French typography: a non-breaking space before : ; ? ! and inside « ».

export const fr = {
  'notFound.alert': 'Cette alerte est introuvable.',
  'notFound.application': 'Cette candidature est introuvable.',
  'notFound.backgroundTask': "Cette tâche d'arrière-plan est introuvable.",
  'notFound.document': 'Ce document est introuvable.',
  'notFound.email': 'Ce courriel est introuvable.',
  'notFound.employer': 'Cet employeur est introuvable.',
  'notFound.event': 'Cet événement est introuvable.',
  'notFound.file': 'Ce fichier est introuvable.',
  'notFound.image': 'Cette image est introuvable.',
  'notFound.invitation': 'Cette invitation est introuvable.',
  'notFound.item': 'Cet élément est introuvable.',
  'notFound.job': 'Cette offre est introuvable.',
  'notFound.newsletterIssue': "Ce numéro de l'infolettre est introuvable.",
  'notFound.notification': 'Cette notification est introuvable.',
  'notFound.organisation': 'Cette organisation est introuvable.',
  'notFound.partnership': 'Ce partenariat est introuvable.',
  'notFound.request': 'Cette demande est introuvable.',
  'notFound.resume': 'Ce CV est introuvable.',
  'notFound.reference': 'Aucune convention ni aucun certificat ne porte cette référence. Vérifiez chaque caractère sur le document.',
  'notFound.savedSearch': 'Cette recherche enregistrée est introuvable.',
  'notFound.student': 'Cet élève est introuvable.',
  'notFound.uploadAddress': 'Cette adresse de téléversement est introuvable.',
  'notFound.user': 'Cet utilisateur est introuvable.',

  'access.signInToRegisterForEvents': 'Veuillez vous connecter pour vous inscrire aux événements',

  'paging.cursorInvalid': "Ce lien de page n'est pas valide ; recommencez à partir de la première page",
  'paging.limitWhole': 'La limite doit être un nombre entier',
  'paging.limitAtLeast': "La limite doit être d'au moins {{min}}",
  'paging.limitAtMost': "La limite doit être d'au plus {{max}}",

  'fields.emailInvalid': 'Entrez une adresse courriel valide',
  'fields.searchTooLong': 'La recherche doit compter au plus {{max}} caractères',
  'fields.chooseOneOf': 'Choisissez parmi : {{values}}',
  'fields.statusOneOf': "Le statut doit être l'un de ceux-ci : {{values}}",
  'fields.subjectRequired': 'Veuillez ajouter un objet',
  'fields.subjectTooLong': "L'objet doit compter au plus {{max}} caractères",

  'account.statusOneOf': "status doit être 'active' ou 'suspended'",
  'account.languageOneOf': "La langue doit être l'une de celles-ci : {{values}}",

  'admin.roleFilterOneOf': 'Le rôle doit être student, employer, institution, admin ou none',
  'admin.roleOneOf': 'Le rôle doit être student, employer, institution ou admin',
  'admin.takedownReasonRequired': "Indiquez la raison que l'employeur lira",
  'admin.takedownReasonTooLong': 'La raison doit compter au plus {{max}} caractères',
  'admin.impersonationTargetRequired': "Choisissez l'utilisateur à voir",

  'auth.passwordTooShort': 'Le mot de passe doit compter au moins {{min}} caractères',
  'auth.firstNameRequired': 'Le prénom est obligatoire',
  'auth.lastNameRequired': 'Le nom de famille est obligatoire',
  'auth.passwordRequired': 'Le mot de passe est obligatoire',
  'auth.enterPassword': 'Entrez votre mot de passe',
  'auth.enterCurrentPassword': 'Entrez votre mot de passe actuel',
  'auth.linkIncomplete': 'Le lien est incomplet',

  'contact.nameRequired': 'Veuillez nous indiquer votre nom',
  'contact.nameTooLong': 'Le nom doit compter au plus {{max}} caractères',
  'contact.messageTooShort': 'Le message doit compter au moins {{min}} caractères',
  'contact.messageTooLong': 'Le message doit compter au plus {{max}} caractères',

  'documents.descriptionTooLong': 'La description doit compter au plus {{max}} caractères',
  'documents.institutionTypeOneOf': 'Choisissez un des types de document de la liste',
  'documents.studentTypeRequired': 'Entrez le type de document',
  'documents.studentTypeTooLong': 'Le type de document doit compter au plus {{max}} caractères',

  'events.registrationTypeOneOf': 'Choisissez student, employer_booth ou guest_speaker',
  'events.addressTooLong': "L'adresse doit compter au plus {{max}} caractères",
  'events.startTimeFormat': "L'heure de début doit être une heure comme 09:30",
  'events.endTimeFormat': "L'heure de fin doit être une heure comme 09:30",
  'events.maxParticipantsWhole': 'Le nombre maximal de participants doit être un nombre entier supérieur à 0',
  'events.maxParticipantsTooMany': "Le nombre maximal de participants est d'au plus {{max}}",
  'events.titleRequired': 'Le titre est obligatoire',
  'events.titleTooLong': 'Le titre doit compter au plus {{max}} caractères',
  'events.descriptionRequired': 'La description est obligatoire',
  'events.descriptionTooLong': 'La description doit compter au plus {{max}} caractères',
  'events.dateRequired': 'La date est obligatoire',
  'events.dateInvalid': 'Entrez une date valide',
  'events.dateInPast': "La date de l'événement ne peut pas être passée",
  'events.locationRequired': 'Le lieu est obligatoire',
  'events.locationTooLong': 'Le lieu doit compter au plus {{max}} caractères',
  'events.endBeforeStart': "L'heure de fin doit être après l'heure de début",

  'files.resumeUrlRequired': 'resumeURL est obligatoire',
  'files.resumeUrlTooLong': 'resumeURL est trop long',
  'files.resumeFileNameRequired': 'resumeFileName est obligatoire',
  'files.fileNameTooLong': 'Le nom du fichier doit compter au plus {{max}} caractères',

  'jobs.industryFilterOneOf': 'Choisissez le secteur parmi : {{values}}',
  'jobs.typeFilterOneOf': "Choisissez le type d'offre parmi : {{values}}",
  'jobs.sortOneOf': "Le tri doit être l'un de ceux-ci : {{values}}",
  'jobs.cityFilterTooLong': 'La ville doit compter au plus {{max}} caractères',
  'jobs.applicationMessageTooLong': 'Le message doit compter au plus {{max}} caractères',
  'jobs.deadlineFormat': 'La date limite doit être une date et une heure (ISO 8601)',
  'jobs.deadlineInPast': 'La date limite pour postuler doit être dans le futur',
  'jobs.titleRequired': 'Le titre est obligatoire',
  'jobs.titleTooLong': 'Le titre doit compter au plus {{max}} caractères',
  'jobs.companyNameRequired': "Le nom de l'entreprise est obligatoire",
  'jobs.companyNameTooLong': "Le nom de l'entreprise doit compter au plus {{max}} caractères",
  'jobs.locationRequired': 'Le lieu est obligatoire',
  'jobs.locationTooLong': 'Le lieu doit compter au plus {{max}} caractères',
  'jobs.cityRequired': 'La ville est obligatoire',
  'jobs.cityTooLong': 'La ville doit compter au plus {{max}} caractères',
  'jobs.descriptionRequired': 'La description est obligatoire',
  'jobs.descriptionTooLong': 'La description doit compter au plus {{max}} caractères',
  'jobs.typeOneOf': "Le type doit être l'un de ceux-ci : {{values}}",
  'jobs.industryOneOf': "Le secteur doit être l'un de ceux-ci : {{values}}",
  'jobs.durationTooLong': 'La durée doit compter au plus {{max}} caractères',
  'jobs.requirementEmpty': 'Une exigence ne peut pas être vide',
  'jobs.requirementTooLong': 'Une exigence doit compter au plus {{max}} caractères',
  'jobs.requirementsTooMany': 'Au plus {{max}} exigences',
  'jobs.isActiveBoolean': 'isActive doit être true ou false',
  'jobs.jobIdInvalid': "jobId doit être l'identifiant d'une offre",
  'jobs.payKindOneOf': 'La rémunération doit être paid ou unpaid',
  'jobs.payAmountRequired': 'Indiquez le montant de la rémunération',
  'jobs.payAmountRange': 'La rémunération doit être supérieure à 0 et d’au plus {{max}}',
  'jobs.payAmountCents': 'La rémunération compte au plus 2 décimales',
  'jobs.payUnitRequired': 'Choisissez la période de la rémunération : {{values}}',
  'jobs.payCurrencyOneOf': 'La devise doit être l’une de : {{values}}',
  'jobs.hoursPerWeekRange': 'Les heures par semaine doivent être un nombre entier de 1 à {{max}}',
  'jobs.startDateFormat': 'La date de début doit être une date comme 2027-06-30',
  'jobs.placesRange': 'Le nombre de places doit être un nombre entier de 1 à {{max}}',
  'jobs.minimumAgeRange': 'L’âge minimum doit être un nombre entier de {{min}} à {{max}}',
  'jobs.postalCodeTooLong': 'Le code postal doit compter au plus {{max}} caractères',
  'jobs.flagTrueFalse': '{{name}} doit valoir true ou false',
  'jobs.applicationSortOneOf': 'Le tri doit être newest ou due',

  'applications.noteTooLong': 'La note doit faire au plus {{max}}\u00a0caractères',
  'applications.interviewStartInvalid': "Donnez une date et une heure à l'entretien (ISO 8601 avec un décalage)",
  'applications.interviewLengthRange': 'Un entretien dure de {{min}} à {{max}}\u00a0minutes',
  'applications.interviewPlaceTooLong': 'Le lieu ou le lien doit faire au plus {{max}}\u00a0caractères',
  'applications.callLinkInvalid': "Le lien de l'appel doit être une adresse https://",
  'applications.interviewPlaceRequired': "Indiquez le lieu de l'entretien, ou le lien de l'appel",
  'applications.reasonRequired': "Choisissez pourquoi l'élève n'a pas été retenu\u00a0: {{values}}",
  'applications.employerStatusOneOf': "Le statut doit être pending, reviewing, interview, offered ou rejected (l'élève accepte ou refuse une offre)",
  'applications.interviewAnswerOneOf': 'Répondez accept ou reschedule',
  'applications.offerAnswerOneOf': 'Répondez accept ou decline',

  'mailAdmin.recipientTooLong': 'Une adresse courriel compte au plus {{max}} caractères',
  'mailAdmin.statusOneOf': 'Le statut doit être queued, sent, kept ou failed',

  'newsletter.confirmTokenMissing': 'Il manque le jeton du lien de confirmation',
  'newsletter.unsubscribeTokenMissing': 'Il manque le jeton du lien de désabonnement',
  'newsletter.oneClickTokenMissing': "Il manque le jeton de l'adresse de désabonnement",
  'newsletter.oneClickBody': 'Envoyez List-Unsubscribe=One-Click',
  'newsletter.subjectOneLine': "L'objet doit tenir sur une ligne",
  'newsletter.bodyRequired': "Veuillez rédiger l'infolettre",
  'newsletter.bodyTooLong': "L'infolettre doit compter au plus {{max}} caractères",

  'notifications.inAppBoolean': 'inApp doit être true ou false',
  'notifications.emailBoolean': 'email doit être true ou false',
  'notifications.linkTokenMissing': 'Il manque le jeton du lien',
  'notifications.linkInvalid': "Ce lien n'est pas valide. Il est peut-être incomplet ou périmé.",

  'partners.searchRequired': "Tapez une partie du nom de l'entreprise",
  'partners.searchTooShort': "Tapez au moins {{min}} caractères du nom de l'entreprise",
  'partners.employerRequired': 'Choisissez un employeur dans les résultats de recherche',
  'partners.decisionOneOf': "Choisissez d'accepter ou de refuser",

  'profileImages.versionNumber': 'v doit être un nombre',

  'profiles.tooLong': 'Doit compter au plus {{max}} caractères',
  'profiles.urlInvalid': 'Entrez une adresse Web complète, comme https://example.com',
  'profiles.phoneInvalid': 'Entrez un numéro de téléphone comme (555) 123-4567',
  'profiles.choiceOneOf': 'Choisissez une des options de la liste',
  'profiles.wholeNumber': 'Entrez un nombre entier',
  'profiles.numberRange': 'Entrez un nombre de {{min}} à {{max}}',
  'profiles.birthDateFormat': 'Entrez une date comme 2008-05-31',
  'profiles.birthDateInPast': 'Entrez une date passée',
  'profiles.monthFormat': 'Entrez un mois comme 2027-06',
  'profiles.listItemEmpty': "Retirez l'élément vide",
  'profiles.listExpected': "Entrez une liste d'éléments",
  'profiles.listTooLong': 'Entrez au plus {{max}} éléments',
  'profiles.institutionChoose': 'Choisissez un établissement scolaire dans la liste',
  'profiles.countryFirst': "Choisissez d'abord un pays",
  'profiles.regionOfCountry': 'Choisissez une région de ce pays ({{country}})',
  'profiles.companyNameRequired': "Le nom de l'entreprise est obligatoire",
  'profiles.institutionNameRequired': "Le nom de l'établissement scolaire est obligatoire",

  'savedSearches.industriesOneOf': 'Choisissez des secteurs parmi : {{values}}',
  'savedSearches.typesOneOf': "Choisissez des types d'offre parmi : {{values}}",
  'savedSearches.nameRequired': 'Le nom est obligatoire',
  'savedSearches.nameTooLong': 'Le nom doit compter au plus {{max}} caractères',
  'savedSearches.criterionRequired': "Cherchez quelque chose ou choisissez un filtre avant d'enregistrer la recherche",

  'schoolLinks.decisionOneOf': "Choisissez d'approuver ou de refuser",

  'verification.kindOneOf': "Le type doit être l'un de ceux-ci : {{values}}",
  'verification.decisionOneOf': 'La décision doit être verified ou rejected',
  'verification.reasonTooLong': 'La raison doit compter au plus {{max}} caractères',

  'errors.pathAndMessage': '{{path}} : {{message}}',
  'errors.invalidInput': 'Données non valides : {{issues}}',
  'errors.issueSeparator': ' ; ',
  'errors.invalidValue': 'Valeur non valide',
  'errors.unavailable': 'Le service est brièvement indisponible. Veuillez réessayer dans un instant.',
  'errors.internal': 'Une erreur est survenue de notre côté. Veuillez réessayer.',
  'errors.noRoute': 'Aucune route pour {{method}} {{path}}.',
  'errors.databaseUnreachable': 'La base de données est injoignable.',

  'access.signIn': 'Veuillez vous connecter pour continuer.',
  'access.wrongAccountType': 'Votre type de compte ne permet pas de faire cela.',
  'access.impersonating':
    "Non disponible pendant que vous voyez FirstRung en tant qu'autre utilisateur. Revenez d'abord à votre compte d'administrateur.",
  'access.emailNotVerified': "Veuillez d'abord confirmer votre adresse courriel. Nous vous avons envoyé un lien.",
  'access.organisationNotVerified': "Les renseignements des élèves ne sont montrés qu'aux écoles et aux employeurs que FirstRung a vérifiés.",
  'access.crossSite': "Cette demande venait d'un autre site Web et a été refusée. Veuillez utiliser FirstRung directement.",

  'input.nulCharacter': 'Le texte ne doit pas contenir le caractère NUL (U+0000).',

  'paging.cursorOutOfDate': 'Ce lien de page est périmé. Veuillez recommencer à partir de la première page.',

  'limits.network': 'Trop de demandes venant de votre réseau. Veuillez attendre {{wait}} et réessayer.',
  'limits.passwords': 'Trop de mots de passe incorrects. Veuillez attendre {{wait}} et réessayer.',
  'limits.account': 'Trop de demandes venant de votre compte. Veuillez attendre {{wait}} et réessayer.',
  'limits.seconds.one': '{{count}} seconde',
  'limits.seconds.other': '{{count}} secondes',
  'limits.minutes.one': '{{count}} minute',
  'limits.minutes.other': '{{count}} minutes',
  'limits.contact': "Merci, nous avons déjà reçu vos messages. Veuillez attendre une heure avant d'en envoyer un autre.",

  'account.lastAdminClose': 'Vous êtes le seul administrateur. Nommez un autre administrateur avant de fermer ce compte.',
  'account.samePassword': 'Votre nouveau mot de passe doit être différent de votre mot de passe actuel.',
  'account.sameEmail': "C'est déjà votre adresse courriel.",
  'account.wrongPassword': "Ce n'est pas votre mot de passe actuel.",

  'admin.cannotImpersonateSelf': 'Vous ne pouvez pas voir FirstRung en tant que vous-même.',
  'admin.cannotImpersonateAdmin': "Il n'est pas possible de voir FirstRung en tant qu'administrateur.",
  'admin.impersonateSuspended': 'Ce compte est suspendu. Réactivez-le avant de voir FirstRung en tant que cet utilisateur.',
  'admin.impersonateNoProfile': "Cet utilisateur n'a pas encore de rôle ni de profil : il n'y a donc rien à voir en tant que lui.",
  'admin.notImpersonating': "Vous ne voyez pas FirstRung en tant qu'autre utilisateur.",
  'admin.alreadyTakenDown': 'Cette offre a déjà été retirée.',
  'admin.cannotChangeOwnRole': 'Vous ne pouvez pas changer votre propre rôle. Demandez-le à un autre administrateur.',
  'admin.cannotDeleteSelf': 'Vous ne pouvez pas supprimer votre propre compte ici. Fermez-le dans la gestion du compte.',
  'admin.lastAdminDelete': "C'est le seul administrateur qui peut se connecter. Nommez un autre administrateur avant de supprimer ce compte.",
  'admin.cannotSuspendSelf': 'Vous ne pouvez pas suspendre votre propre compte.',
  'admin.verifyUnconfirmedEmail': "Ce compte n'a pas encore confirmé son adresse courriel. Il pourra être vérifié une fois qu'il l'aura fait.",

  'auth.suspended': "Ce compte est suspendu. Veuillez communiquer avec l'équipe de soutien.",
  'auth.incorrectCredentials': 'Adresse courriel ou mot de passe incorrect.',
  'auth.roleAlreadySet': 'Votre rôle est déjà choisi et ne peut pas être changé ici.',
  'auth.linkExpired': 'Ce lien a expiré. Veuillez en demander un nouveau.',
  'auth.linkUsed': "Ce lien n'est plus valide. Il a peut-être déjà servi. Veuillez en demander un nouveau.",
  'auth.emailTaken': 'Cette adresse courriel appartient maintenant à un autre compte : elle ne peut donc pas être aussi la vôtre.',
  'auth.commonPassword': 'Ce mot de passe fait partie des plus courants. Veuillez en choisir un plus difficile à deviner.',
  'auth.personalPassword': 'Votre mot de passe ne doit pas être votre nom ni votre adresse courriel.',
  'auth.enterEmail': 'Entrez votre adresse courriel.',

  'documents.oneFileAtATime': 'Veuillez téléverser un fichier à la fois.',
  'documents.oneFileIssue': 'Un fichier à la fois',
  'documents.malformed': "Le téléversement n'a pas pu être lu : les données du formulaire sont mal formées. Veuillez réessayer.",
  'documents.malformedIssue': 'Données de formulaire mal formées',
  'documents.tooLarge': 'Veuillez téléverser un fichier de moins de {{megabytes}} Mo',
  'documents.noFile': 'Veuillez choisir un fichier à téléverser.',
  'documents.wrongType': 'Veuillez téléverser un fichier {{types}} ou {{lastType}}.',
  'documents.wrongTypeIssue': 'Types permis : {{types}} ou {{lastType}}',
  'documents.notReallyType': "Ce fichier n'est pas vraiment un fichier {{extension}}. Veuillez téléverser un fichier {{types}} ou {{lastType}}.",
  'documents.notReallyTypeIssue': 'Le contenu du fichier ne correspond pas à son type',
  'documents.legacyMacros':
    "Ce fichier {{extension}} contient des macros, qui pourraient lancer des programmes sur l'ordinateur de la personne qui l'ouvre. Veuillez l'enregistrer en {{modern}} ou en PDF, ou sans ses macros, puis le téléverser de nouveau.",
  'documents.legacyMacrosIssue': 'Le fichier contient des macros',
  'documents.schoolNotApproved': 'Votre école ne vous a pas encore approuvé : vous ne pouvez donc pas lui envoyer de documents.',

  'events.alreadyRegistered': 'Vous êtes déjà inscrit à cet événement.',
  'events.boothForEmployers': "Seuls les employeurs peuvent s'inscrire pour un kiosque d'employeur.",
  'events.guestSpeakerNotForStudents': "Les élèves s'inscrivent comme élèves, pas comme conférenciers invités.",
  'events.passed': 'Cet événement a déjà eu lieu.',
  'events.full': 'Cet événement est complet.',
  'events.notRegistered': "Vous n'êtes pas inscrit à cet événement.",
  'events.maxBelowRegistrations': '{{count}}\u00a0personnes sont déjà inscrites\u00a0: le maximum ne peut pas être inférieur.',
  'events.passedNoEdit': 'Cet événement a déjà eu lieu\u00a0: il ne peut plus être modifié.',

  'files.quotaExceeded':
    "Ce fichier ne tient pas dans vos {{megabytes}} Mo d'espace pour les fichiers. Veuillez supprimer un fichier dont vous n'avez plus besoin, puis réessayer.",
  'files.quotaExceededIssue': "Il ne reste pas assez d'espace pour les fichiers",
  'files.tooManyUploads': 'Vous avez {{count}} téléversements en attente. Veuillez en terminer un, ou réessayer dans quelques minutes.',
  'files.tooLarge': 'Le fichier est trop volumineux. La limite est de {{megabytes}} Mo.',
  'files.uploadAddressUsed': 'Cette adresse de téléversement a déjà servi. Veuillez recommencer le téléversement.',
  'files.uploadAddressOfSomeoneElse': "Cette adresse de téléversement appartient à quelqu'un d'autre.",
  'files.uploadAddressExpired': 'Cette adresse de téléversement a expiré. Veuillez recommencer le téléversement.',
  'files.uploadOfSomeoneElse': "Ce téléversement appartient à quelqu'un d'autre.",
  'files.uploadRecorded': 'Ce téléversement a déjà été enregistré. Veuillez recommencer le téléversement.',
  'files.uploadMissing': "Nous n'avons pas trouvé le fichier téléversé. Veuillez téléverser le fichier de nouveau.",
  'files.uploadAddressNotOurs': 'Cette adresse de téléversement ne vient pas de nous. Veuillez téléverser le fichier de nouveau.',
  'files.uploadNotArrived': "Le fichier n'est pas encore arrivé. Veuillez téléverser le fichier de nouveau.",
  'files.uploadNoFile':
    "Ce téléversement ne contient aucun fichier : envoyez le contenu du fichier dans le corps de la requête PUT. L'adresse de téléversement reste utilisable.",
  'files.cannotViewResume': 'Vous ne pouvez pas voir ce CV.',
  'files.storageFull': "Le serveur manque d'espace pour les fichiers en ce moment. Veuillez réessayer plus tard.",

  'images.notAnImage': "Ce fichier n'est pas une image PNG, JPEG ou WebP. Veuillez choisir une photo ou un logo dans un de ces formats.",
  'images.tooLarge': 'Veuillez choisir une image de moins de {{megabytes}} Mo.',
  'images.tooManyPixels':
    'Veuillez choisir une image plus petite : au plus {{side}} pixels de largeur et de hauteur, et {{millions}} millions de pixels en tout.',

  'institutions.profileRequired': "Veuillez d'abord créer le profil de votre établissement scolaire.",

  'jobs.studentProfileRequired': "Veuillez d'abord créer votre profil d'élève.",
  'jobs.employerProfileRequired': "Veuillez d'abord créer votre profil d'employeur.",
  'jobs.closedFilled': 'Cette offre est pourvue.',
  'jobs.closedInactive': "Cette offre n'accepte plus de candidatures.",
  'jobs.closedDeadline': 'La date limite pour postuler à cette offre est passée.',
  'jobs.deadlineInPastToReopen': "La date limite pour postuler doit être dans le futur : indiquez une nouvelle date limite pour rouvrir l'offre",
  'jobs.resumeRequired': 'Veuillez téléverser votre CV dans votre profil avant de postuler.',
  'jobs.alreadyApplied': 'Vous avez déjà postulé à cette offre.',
  'jobs.applicationWithdrawn': "L'élève a retiré cette candidature\u00a0: son statut ne peut plus être modifié.",
  'jobs.acceptedNotWithdrawn': "Cette candidature a été acceptée\u00a0: pour renoncer au stage, parlez-en à l'employeur.",

  'applications.closed': 'Cette candidature est close\u00a0: elle ne peut plus être modifiée.',
  'applications.offerWaiting': "L'élève a une offre en attente\u00a0: c'est à lui de l'accepter ou de la refuser.",
  'applications.noInterviewWaiting': "Aucun entretien n'attend votre réponse pour cette candidature.",
  'applications.noOfferWaiting': "Aucune offre n'attend votre réponse pour cette candidature.",
  'applications.closedForWithdraw': 'Cette candidature est close.',
  'jobs.takenDownNoReopen':
    'FirstRung a retiré cette offre : elle ne peut donc pas être rouverte. La raison est indiquée dans votre tableau de bord.',
  'jobs.takenDownNoSwitchOn':
    'FirstRung a retiré cette offre : elle ne peut donc pas être réactivée. La raison est indiquée dans votre tableau de bord.',

  'mailAdmin.taskNotFailed': "Cette tâche n'a pas échoué (elle a peut-être déjà été relancée).",
  'mailAdmin.messageTextGone':
    'Ce courriel ne peut pas être renvoyé : son texte a été supprimé après sa dernière tentative. Demandez à la personne de le redemander (un nouveau lien, par exemple).',

  'newsletter.confirmLinkInvalid': "Ce lien de confirmation n'est pas valide. Il a peut-être déjà servi, ou il est incomplet.",
  'newsletter.unsubscribeLinkInvalid': "Ce lien de désabonnement n'est pas valide. Il est peut-être incomplet ou périmé.",
  'newsletter.issueSent': 'Ce numéro a déjà été envoyé : il ne peut donc plus être modifié ni envoyé de nouveau.',

  'notifications.kindNotForAccount': 'Votre compte ne reçoit pas ce type de notification.',
  'verify.referenceMalformed': 'Une référence ressemble à FR-7K3M-Q9TX-2B8D : FR, puis 12 lettres et chiffres. Vérifiez-la sur le document.',
  'notifications.dailyOnlyForApplications': 'Seuls les courriels sur les candidatures peuvent être regroupés une fois par jour.',

  'partners.schoolNotVerified': "FirstRung n'a pas encore vérifié votre école. Vous pourrez inviter des partenaires une fois qu'elle sera vérifiée.",
  'partners.companyNotVerified':
    "FirstRung n'a pas encore vérifié votre entreprise. Vous pourrez répondre aux invitations une fois qu'elle sera vérifiée.",
  'partners.alreadyInvited': "Vous avez déjà invité cet employeur. Consultez « Partenaires » pour savoir où en est l'invitation.",

  'profiles.accountTypeChanged': 'Votre type de compte a changé entre-temps. Rechargez la page et réessayez.',
  'profiles.schoolNotVerified': "Cette école n'a pas encore été vérifiée par FirstRung. Choisissez une école vérifiée dans la liste.",
  'profiles.wrongRole.student.employer':
    "Ce compte est un compte d'élève : il ne peut donc pas avoir de profil d'employeur, car chaque compte a un seul rôle. Pour utiliser FirstRung en tant qu'employeur, créez un compte distinct avec une autre adresse courriel.",
  'profiles.wrongRole.student.institution':
    "Ce compte est un compte d'élève : il ne peut donc pas avoir de profil d'établissement scolaire, car chaque compte a un seul rôle. Pour utiliser FirstRung en tant qu'établissement scolaire, créez un compte distinct avec une autre adresse courriel.",
  'profiles.wrongRole.employer.student':
    "Ce compte est un compte d'employeur : il ne peut donc pas avoir de profil d'élève, car chaque compte a un seul rôle. Pour utiliser FirstRung en tant qu'élève, créez un compte distinct avec une autre adresse courriel.",
  'profiles.wrongRole.employer.institution':
    "Ce compte est un compte d'employeur : il ne peut donc pas avoir de profil d'établissement scolaire, car chaque compte a un seul rôle. Pour utiliser FirstRung en tant qu'établissement scolaire, créez un compte distinct avec une autre adresse courriel.",
  'profiles.wrongRole.institution.student':
    "Ce compte est un compte d'établissement scolaire : il ne peut donc pas avoir de profil d'élève, car chaque compte a un seul rôle. Pour utiliser FirstRung en tant qu'élève, créez un compte distinct avec une autre adresse courriel.",
  'profiles.wrongRole.institution.employer':
    "Ce compte est un compte d'établissement scolaire : il ne peut donc pas avoir de profil d'employeur, car chaque compte a un seul rôle. Pour utiliser FirstRung en tant qu'employeur, créez un compte distinct avec une autre adresse courriel.",
  'profiles.wrongRole.admin.student':
    "Ce compte est un compte d'administrateur : il ne peut donc pas avoir de profil d'élève. Les administrateurs n'ont pas de profil à eux.",
  'profiles.wrongRole.admin.employer':
    "Ce compte est un compte d'administrateur : il ne peut donc pas avoir de profil d'employeur. Les administrateurs n'ont pas de profil à eux.",
  'profiles.wrongRole.admin.institution':
    "Ce compte est un compte d'administrateur : il ne peut donc pas avoir de profil d'établissement scolaire. Les administrateurs n'ont pas de profil à eux.",

  'savedSearches.tooMany': 'Vous pouvez garder au plus {{max}} recherches enregistrées. Supprimez-en une pour en enregistrer une autre.',

  'fastify.notFound': 'Introuvable',
  'fastify.bodyTooLarge': 'Le corps de la requête est trop volumineux',
  'fastify.unsupportedMediaType': 'Type de contenu non pris en charge',
  'fastify.contentLengthMismatch': 'La taille du corps de la requête ne correspond pas à Content-Length',
  'fastify.emptyJsonBody': "Le corps ne peut pas être vide quand content-type est 'application/json'",
  'fastify.invalidJsonBody': "Le corps n'est pas du JSON valide alors que content-type est 'application/json'",
  'fastify.missingContentType': "La méthode '{{method}}' doit fournir un en-tête 'Content-Type'.",
  'fastify.missingBody': "La méthode '{{method}}' doit fournir un corps de requête.",

  'multipart.partsLimit': 'limite du nombre de parties atteinte',
  'multipart.filesLimit': 'limite du nombre de fichiers atteinte',
  'multipart.fieldsLimit': 'limite du nombre de champs atteinte',
  'multipart.fileTooLarge': 'fichier de la requête trop volumineux',
  'multipart.prototypeProperty': "une propriété de prototype n'est pas permise comme nom de champ",
  'multipart.notMultipart': "la requête n'est pas en plusieurs parties (multipart)",
  'multipart.invalidJsonField': "un champ de la requête n'est pas du JSON valide comme l'indique son Content-Type",
  'multipart.prematureClose': 'la requête a été fermée avant la lecture complète des données en plusieurs parties',

  'betterAuth.userNotFound': 'Utilisateur introuvable',
  'betterAuth.invalidPassword': 'Mot de passe non valide',
  'betterAuth.invalidEmail': 'Adresse courriel non valide',
  'betterAuth.invalidToken': 'Jeton non valide',
  'betterAuth.tokenExpired': 'Jeton expiré',
  'betterAuth.passwordTooShort': 'Mot de passe trop court',
  'betterAuth.passwordTooLong': 'Mot de passe trop long',
  'betterAuth.credentialAccountNotFound': "Ce compte n'a pas de mot de passe",
  'betterAuth.sessionExpired': 'Session expirée. Veuillez vous reconnecter pour faire cela.',
  'betterAuth.emailAlreadyVerified': 'Adresse courriel déjà confirmée',
} as const satisfies Record<MessageKey, string>;

/** Whether two unions of placeholder names are the same. */
type SameNames<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The keys whose French has other placeholders than their English. */
type PlaceholdersChanged = {
  [K in MessageKey]: SameNames<Placeholders<(typeof en)[K]>, Placeholders<(typeof fr)[K]>> extends true ? never : K;
}[MessageKey];
const _samePlaceholders: [PlaceholdersChanged] extends [never] ? true : PlaceholdersChanged = true;
