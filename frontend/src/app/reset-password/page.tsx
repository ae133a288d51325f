import type { Metadata } from 'next';
import { AuthShell, RememberedItFooter } from '@/components/account/auth-shell';
import { ResetPasswordForm } from '@/components/account/reset-password-form';

export const metadata: Metadata = {
  title: 'Choose a new password',
  // The link's fragment holds a secret: keep the page out of search results, and send no
  // Referer from it, whatever a browser would otherwise put in one.
  robots: { index: false },
  referrer: 'no-referrer',
};

/** Static: the token is in the fragment, which only the browser sees (ResetPasswordForm). */
export default function ResetPasswordPage() {
  return (
    <AuthShell
      title="Choose a new password"
      subtitle="Setting it signs you in here and signs out every other device."
      footer={<RememberedItFooter />}
    >
      <ResetPasswordForm />
    </AuthShell>
  );
}
