import { historyMessages } from '@/messages';

/** Marks training a client logged on their own (not a coach's session), in words. */
export function SelfLoggedBadge() {
  return <span className="self-logged-badge">{historyMessages.selfLogged}</span>;
}
