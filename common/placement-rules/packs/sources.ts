// The legal texts the packs cite, each once: the official pages and the day the encoded version
// took effect. A rule adds its section to the citation (see cite()).

import type { LocalizedText, RuleSource } from '../types';

interface Law {
  name: LocalizedText;
  url: string;
}

export const LAWS = {
  onEmploymentStandards: {
    name: { en: 'Employment Standards Act, 2000, S.O. 2000, c. 41', fr: 'Loi de 2000 sur les normes d’emploi, L.O. 2000, chap. 41' },
    url: 'https://www.ontario.ca/laws/statute/00e41',
  },
  onIndustrialEstablishments: {
    name: {
      en: 'Industrial Establishments, R.R.O. 1990, Reg. 851 (Occupational Health and Safety Act)',
      fr: 'Établissements industriels, R.R.O. 1990, Règl. 851 (Loi sur la santé et la sécurité au travail)',
    },
    url: 'https://www.ontario.ca/laws/regulation/900851',
  },
  onConstructionProjects: {
    name: {
      en: 'Construction Projects, O. Reg. 213/91 (Occupational Health and Safety Act)',
      fr: 'Chantiers de construction, Règl. de l’Ont. 213/91 (Loi sur la santé et la sécurité au travail)',
    },
    url: 'https://www.ontario.ca/laws/regulation/910213',
  },
  onMines: {
    name: {
      en: 'Mines and Mining Plants, R.R.O. 1990, Reg. 854 (Occupational Health and Safety Act)',
      fr: 'Mines et installations minières, R.R.O. 1990, Règl. 854 (Loi sur la santé et la sécurité au travail)',
    },
    url: 'https://www.ontario.ca/laws/regulation/900854',
  },
  onEducation: {
    name: { en: 'Education Act, R.S.O. 1990, c. E.2', fr: 'Loi sur l’éducation, L.R.O. 1990, chap. E.2' },
    url: 'https://www.ontario.ca/laws/statute/90e02',
  },
  onAgeOfMajority: {
    name: {
      en: 'Age of Majority and Accountability Act, R.S.O. 1990, c. A.7',
      fr: 'Loi sur l’âge de la majorité et la responsabilité, L.R.O. 1990, chap. A.7',
    },
    url: 'https://www.ontario.ca/laws/statute/90a07',
  },
  qcLabourStandards: {
    name: {
      en: 'Act respecting labour standards, CQLR c N-1.1, as amended by S.Q. 2023, c. 11',
      fr: 'Loi sur les normes du travail, RLRQ c N-1.1, modifiée par L.Q. 2023, c. 11',
    },
    url: 'https://www.legisquebec.gouv.qc.ca/en/document/cs/N-1.1',
  },
  qcCivilCode: {
    name: { en: 'Civil Code of Québec, CQLR c CCQ-1991', fr: 'Code civil du Québec, RLRQ c CCQ-1991' },
    url: 'https://www.legisquebec.gouv.qc.ca/en/document/cs/CCQ-1991',
  },
  qcPrivateSectorPrivacy: {
    name: {
      en: 'Act respecting the protection of personal information in the private sector, CQLR c P-39.1, as amended by S.Q. 2021, c. 25 (Law 25)',
      fr: 'Loi sur la protection des renseignements personnels dans le secteur privé, RLRQ c P-39.1, modifiée par L.Q. 2021, c. 25 (Loi 25)',
    },
    url: 'https://www.legisquebec.gouv.qc.ca/en/document/cs/P-39.1',
  },
  bcEmploymentStandards: {
    name: { en: 'Employment Standards Act, R.S.B.C. 1996, c. 113', fr: 'Employment Standards Act, R.S.B.C. 1996, c. 113' },
    url: 'https://www.bclaws.gov.bc.ca/civix/document/id/complete/statreg/00_96113_01',
  },
  bcEmploymentStandardsRegulation: {
    name: {
      en: 'Employment Standards Regulation, B.C. Reg. 396/95, as amended by B.C. Reg. 215/2021',
      fr: 'Employment Standards Regulation, B.C. Reg. 396/95, modifié par B.C. Reg. 215/2021',
    },
    url: 'https://www.bclaws.gov.bc.ca/civix/document/id/complete/statreg/396_95',
  },
  bcAgeOfMajority: {
    name: { en: 'Age of Majority Act, R.S.B.C. 1996, c. 7', fr: 'Age of Majority Act, R.S.B.C. 1996, c. 7' },
    url: 'https://www.bclaws.gov.bc.ca/civix/document/id/complete/statreg/96007_01',
  },
  caPipeda: {
    name: {
      en: 'Personal Information Protection and Electronic Documents Act, S.C. 2000, c. 5, and the Privacy Commissioner’s Guidelines for obtaining meaningful consent',
      fr: 'Loi sur la protection des renseignements personnels et les documents électroniques, L.C. 2000, ch. 5, et les Lignes directrices pour l’obtention d’un consentement valable du Commissariat',
    },
    url: 'https://www.priv.gc.ca/en/privacy-topics/collecting-personal-information/consent/gl_omc_201805/',
  },
  bcPersonalInformationProtection: {
    name: { en: 'Personal Information Protection Act, S.B.C. 2003, c. 63', fr: 'Personal Information Protection Act, S.B.C. 2003, c. 63' },
    url: 'https://www.bclaws.gov.bc.ca/civix/document/id/complete/statreg/03063_01',
  },
} as const satisfies Record<string, Law>;

/** A source: the law with its section ("s. 84.4" in English, "art. 84.4" in French). */
export function cite(law: Law, section: LocalizedText, tookEffect: string, toConfirm?: string): RuleSource {
  return {
    citation: { en: `${law.name.en}, ${section.en}`, fr: `${law.name.fr}, ${section.fr}` },
    url: law.url,
    tookEffect,
    ...(toConfirm === undefined ? {} : { toConfirm }),
  };
}
