import { paths } from '../../app/paths';

/** The profile page of a member (the signed-in user's own is paths.userProfile.own). */
export const memberProfilePath = (userId: string) => paths.userProfile.member.replace(':userId', encodeURIComponent(userId));

/** One's own followers tab on the "blocked" list (where a block is undone). */
export const blockedListPath = `${paths.userProfile.own}?tab=followers&list=blocked`;
