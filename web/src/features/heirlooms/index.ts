// What the rest of the app uses of heirlooms: the list page, one heirloom's page, and a person's heirlooms for their details.
export { HeirloomsPage } from './HeirloomsPage';
export { HeirloomPage } from './page/HeirloomPage';
export { MemberHeirlooms } from './MemberHeirlooms';
