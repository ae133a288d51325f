'use client';

import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { SettingsUpdateProfileDocument } from '@/gql/documents/SettingsUpdateProfileDocument';
import { problemOf } from '@/lib/graphql-errors';
import { buttonClasses } from '../button-link';
import { FieldMessage, FormAlert, inputClasses } from './fields';
import { Spinner } from './spinner';

const SettingsUpdateProfileMutation = SettingsUpdateProfileDocument;

export const DISPLAY_NAME_MAX_LENGTH = 100;

/** The display name: how the app greets the user. Blank clears it. */
export function ProfileForm({ initialDisplayName }: { initialDisplayName: string | null }) {
  const id = useId();
  const [saved, setSaved] = useState(initialDisplayName ?? '');
  const [value, setValue] = useState(saved);
  const [problem, setProblem] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const [updateProfile, { loading }] = useMutation(SettingsUpdateProfileMutation);
  const isTooLong = value.trim().length > DISPLAY_NAME_MAX_LENGTH;
  const isUnchanged = value.trim() === saved.trim();

  async function save() {
    setProblem(undefined);
    setAnnouncement('');
    try {
      const result = await updateProfile({ variables: { input: { displayName: value } } });
      const name = result.data?.updateProfile.displayName ?? '';
      setSaved(name);
      setValue(name);
      setAnnouncement(name === '' ? 'Display name cleared.' : 'Display name saved.');
    } catch (error) {
      setProblem(problemOf(error).message);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isTooLong && !isUnchanged) void save();
      }}
      className="space-y-3"
    >
      <label htmlFor={`${id}-name`} className="block text-sm font-medium text-ink">
        Display name
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-name`}
          name="displayName"
          autoComplete="name"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
          }}
          aria-invalid={isTooLong || undefined}
          aria-describedby={`${id}-name-message`}
          className={inputClasses}
        />
        <button
          type="submit"
          disabled={loading || isTooLong || isUnchanged}
          className={buttonClasses('secondary', 'md', 'shrink-0')}
        >
          {loading ? <Spinner /> : null}
          Save
        </button>
      </div>
      <FieldMessage
        id={`${id}-name-message`}
        error={isTooLong ? `At most ${DISPLAY_NAME_MAX_LENGTH} characters.` : undefined}
        hint="Optional. Leave it blank to be greeted by your e-mail address."
      />
      <p role="status" className="text-sm text-ink-muted">
        {announcement}
      </p>
      <FormAlert message={problem} />
    </form>
  );
}
