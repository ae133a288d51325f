import type { Metadata } from 'next';
import { AuthShell } from '@/components/account/auth-shell';
import { UnsubscribeForm } from '@/components/account/unsubscribe-form';

export const metadata: Metadata = {
  title: 'Stop the reminder e-mails',
  // The link's fragment holds a secret: keep the page out of search results, and send no
  // Referer from it, whatever a browser would otherwise put in one.
  robots: { index: false },
  referrer: 'no-referrer',
};

/**
 * Static: the token is in the fragment, which only the browser sees (UnsubscribeForm). Opened
 * from the foot of a reminder e-mail, signed in or not, in any browser: the link is the proof.
 */
export default function UnsubscribePage() {
  return (
    <AuthShell
      title="Stop the reminder e-mails?"
      subtitle="One click stops the morning e-mails of your job search to the address this link was sent to. It works in any browser, signed in or not."
      footer="Did not mean to? Close the page: nothing changes unless you press the button."
      isAccountPage
    >
      <UnsubscribeForm />
    </AuthShell>
  );
}
