// The profile-images feature's entry: the picture card of the setup pages.
export { ProfileImageCard } from './components/profile-image-card';
