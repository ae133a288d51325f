/**
 * Whether an application is not sent yet (Draft, Ready): what goes with it is still being
 * readied, its last day to apply still matters, and an e-mail to a contact can carry it or ask
 * for a referral. A module of its own, without imports, so any page can ask at no cost.
 */
export function isNotSentYet(status: string): boolean {
  return status === 'draft' || status === 'ready';
}
