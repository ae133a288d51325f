'use client';

import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { Spinner } from '@/components/account/spinner';
import { DownloadIcon } from '@/components/icons';
import { PeopleListDocument } from '@/gql/documents/PeopleListDocument';
import type { PeopleListPersonFragment, PeopleListQuery } from '@/gql/graphql';
import { saveFile } from '@/lib/download';
import { problemOf } from '@/lib/graphql-errors';
import { VCARD_MEDIA_TYPE } from '@/lib/vcard';
import { everyoneCards } from './people-cards';

/** The API's largest page, and how many pages one download reads at most (10,000 people). */
const PAGE_SIZE = 100;
const MAX_PAGES = 100;

/**
 * "Save everyone to your contacts (.vcf)": every person of the search (not only the pages shown)
 * that has an address or a phone number, in one file that address books import at once. The
 * pages are read past the cache, so the list on screen does not grow with them.
 */
export function SaveEveryone({ search }: { search: string }) {
  const client = useApolloClient();
  const [state, setState] = useState<{ isSaving: boolean; said?: string }>({ isSaving: false });

  async function saveEveryone() {
    setState({ isSaving: true });
    try {
      const people: PeopleListPersonFragment[] = [];
      let after: string | null = null;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        // Typed here: `after` feeds the next query, which leaves TypeScript no type to infer.
        const { data }: { data?: PeopleListQuery | undefined } = await client.query({
          query: PeopleListDocument,
          variables: { search: search === '' ? undefined : search, first: PAGE_SIZE, after },
          fetchPolicy: 'no-cache',
        });
        if (!data) break;
        people.push(...data.people.people);
        after = data.people.endCursor ?? null;
        if (after === null) break;
      }
      const { text, count } = everyoneCards(people);
      if (count === 0) {
        setState({ isSaving: false, said: 'No one here has an e-mail address or a phone number.' });
        return;
      }
      saveFile('people.vcf', VCARD_MEDIA_TYPE, text);
      setState({
        isSaving: false,
        said: `Saved ${count === 1 ? '1 person' : `${String(count)} people`} to people.vcf.`,
      });
    } catch (error) {
      setState({ isSaving: false, said: `Could not save them. ${problemOf(error).message}` });
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="button"
        disabled={state.isSaving}
        onClick={() => void saveEveryone()}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-muted underline-offset-2 hover:text-accent hover:underline disabled:opacity-60"
      >
        {state.isSaving ? <Spinner /> : <DownloadIcon />}
        Save everyone to your contacts (.vcf)
      </button>
      <p role="status" className="text-sm text-ink-muted empty:hidden">
        {state.said ?? ''}
      </p>
    </div>
  );
}
