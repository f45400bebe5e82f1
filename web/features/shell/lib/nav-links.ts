// The header's navigation and the footer's link columns (docs/product/accounts.md for sign-in).
import { endpointUrl } from '@common/api/endpoint';
import { authEndpoints } from '@common/endpoints/auth';

export interface NavLink {
  /** Key in the shell namespace. */
  labelKey: string;
  to: string;
}

export const MAIN_NAV_LINKS: NavLink[] = [
  { labelKey: 'nav.findOpportunities', to: '/jobs' },
  { labelKey: 'nav.events', to: '/events' },
  { labelKey: 'nav.forStudents', to: '/how-it-works' },
  { labelKey: 'nav.forEmployers', to: '/employers' },
  { labelKey: 'nav.institutions', to: '/setup-profile/institution' },
];

export const FOOTER_COLUMNS: Array<{ titleKey: string; links: NavLink[] }> = [
  {
    titleKey: 'footer.columns.students',
    links: [
      { labelKey: 'footer.links.findOpportunities', to: '/jobs' },
      { labelKey: 'footer.links.howItWorks', to: '/how-it-works' },
      { labelKey: 'footer.links.resources', to: '/resources' },
      { labelKey: 'footer.links.successStories', to: '/success-stories' },
    ],
  },
  {
    titleKey: 'footer.columns.employers',
    links: [
      { labelKey: 'footer.links.forEmployers', to: '/employers' },
      { labelKey: 'footer.links.postOpportunities', to: '/setup-profile/employer' },
      { labelKey: 'footer.links.pricing', to: '/pricing' },
    ],
  },
  {
    titleKey: 'footer.columns.support',
    links: [
      { labelKey: 'footer.links.events', to: '/events' },
      { labelKey: 'footer.links.contact', to: '/contact' },
    ],
  },
];

export const LEGAL_LINKS: NavLink[] = [
  { labelKey: 'footer.links.privacy', to: '/privacy' },
  { labelKey: 'footer.links.terms', to: '/terms' },
  { labelKey: 'footer.links.contact', to: '/contact' },
];

/** Full-page navigations, not data calls: the server answers them with a redirect. */
export const LOGIN_URL = endpointUrl(authEndpoints.login);
export const LOGOUT_URL = endpointUrl(authEndpoints.logout);
