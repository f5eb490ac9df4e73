/* What other features may use of accounts: reading them, showing them, and claiming invited ones. */
export { emailWriteByOther, isClaimed, unclaimedAccount } from './account-claim';
export {
  createUserAccounts,
  isActiveAccount,
  type UserAccounts,
  type UserRow,
} from './user-accounts';
export { toUser } from './user-view';
