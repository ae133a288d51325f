import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthForm } from '@/components/account/auth-form';
import { AuthShell } from '@/components/account/auth-shell';
import { safeNextPath } from '@/lib/api';

export const metadata: Metadata = { title: 'Sign in' };

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { next } = await searchParams;
  return (
    <AuthShell
      title="Sign in"
      subtitle="Welcome back. Sign in to manage your resumes and API tokens."
      footer={
        <>
          New to Resume Agent?{' '}
          <Link href="/sign-up" className="font-semibold text-accent hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <AuthForm mode="sign-in" next={safeNextPath(typeof next === 'string' ? next : undefined)} />
    </AuthShell>
  );
}
