import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthForm } from '@/components/account/auth-form';
import { AuthShell } from '@/components/account/auth-shell';

export const metadata: Metadata = { title: 'Create an account' };

/** Static: the form is the only interactive part. */
export default function SignUpPage() {
  return (
    <AuthShell
      title="Create your account"
      subtitle="One base resume, a tailored version for every job. Free and open source."
      footer={
        <>
          Already have an account?{' '}
          <Link href="/sign-in" className="font-semibold text-accent hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <AuthForm mode="sign-up" next="/dashboard" />
    </AuthShell>
  );
}
