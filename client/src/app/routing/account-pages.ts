// The account pages, bundled as one 'account' chunk.
export { UserPage } from '../../features/account/pages/user-page';
export { PersonalInfoPage } from '../../features/account/pages/personal-info-page';
export { PreferencesPage } from '../../features/account/pages/preferences-page';
