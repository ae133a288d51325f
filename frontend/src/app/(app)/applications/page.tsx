import { redirect } from 'next/navigation';

/**
 * Applications are listed on the dashboard's board; an address a visitor may well type (or
 * reach by trimming an application's) leads there rather than to a 404.
 */
export default function ApplicationsPage(): never {
  redirect('/dashboard');
}
