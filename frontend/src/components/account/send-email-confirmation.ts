import type { ApolloClient } from '@apollo/client';
import { SendEmailConfirmationDocument } from '@/gql/documents/SendEmailConfirmationDocument';
import { linkSendingProblem } from '@/lib/email-confirmation';
import { problemOf } from '@/lib/graphql-errors';

export type LinkSending = { sentTo: string } | { problem: string; code: string };

/**
 * Sends the confirmation link again (sendEmailConfirmation): to the new address of a change
 * that waits, otherwise to the account's own while it is not confirmed. Says where it went, or
 * what to tell the user. Apollo's cache takes the answer (User by id), so the Account panel
 * follows wherever the link was asked for.
 */
export async function sendEmailConfirmation(client: ApolloClient): Promise<LinkSending> {
  try {
    const { data } = await client.mutate({ mutation: SendEmailConfirmationDocument });
    if (!data) return { problem: 'Something went wrong. Please try again.', code: 'UNKNOWN' };
    const user = data.sendEmailConfirmation;
    return { sentTo: user.pendingEmail?.email ?? user.email };
  } catch (error) {
    const problem = problemOf(error);
    return { problem: linkSendingProblem(problem), code: problem.code };
  }
}
