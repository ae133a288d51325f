import type { Metadata } from 'next';
import { AuthShell } from '@/components/account/auth-shell';
import { ConfirmEmailForm } from '@/components/account/confirm-email-form';

export const metadata: Metadata = {
  title: 'Confirm your e-mail address',
  // The link's fragment holds a secret: keep the page out of search results, and send no
  // Referer from it, whatever a browser would otherwise put in one.
  robots: { index: false },
  referrer: 'no-referrer',
};

/**
 * Static: the token is in the fragment, which only the browser sees (ConfirmEmailForm). Opened
 * signed in or not, in any browser: the link itself is the proof.
 */
export default function ConfirmEmailPage() {
  return (
    <AuthShell
      title="Confirm your e-mail address"
      subtitle="One click confirms that the address this link was sent to is yours. It works in any browser, signed in or not."
      footer="Did not ask for this? Close the page: nothing changes unless you confirm."
      isAccountPage
    >
      <ConfirmEmailForm />
    </AuthShell>
  );
}
