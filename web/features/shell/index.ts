// The shell feature's entry: the two page frames (main, inner), the theme (applied before the first
// paint, and its provider), the signed-in user's menu and banners (fetched with their first page),
// and the sign-out after inactivity.
export { accountBannersCode } from './components/account-banners-slot';
export { accountMenuCode } from './components/account-menu-slot';
export { InnerLayout } from './components/inner-layout';
export { MainLayout } from './components/main-layout';
export { ThemeProvider } from './components/theme-provider';
export { useInactivityLogout } from './hooks/use-inactivity-logout';
export { applyTheme, readStoredTheme } from './lib/theme-storage';
