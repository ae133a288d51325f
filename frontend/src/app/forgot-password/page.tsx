import type { Metadata } from 'next';
import { AuthShell, RememberedItFooter } from '@/components/account/auth-shell';
import { ForgotPasswordForm } from '@/components/account/forgot-password-form';

export const metadata: Metadata = { title: 'Forgot your password?' };

export default async function ForgotPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // The sign-in form passes the address typed there, so it need not be typed twice.
  const { email } = await searchParams;
  return (
    <AuthShell
      title="Forgot your password?"
      subtitle="Enter the address you sign in with, and we will e-mail you a link to choose a new password."
      footer={<RememberedItFooter />}
    >
      <ForgotPasswordForm defaultEmail={typeof email === 'string' ? email : ''} />
    </AuthShell>
  );
}
