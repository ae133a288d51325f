'use client';

import { listAt, textAt, type Path } from '@/lib/resume-editing';
import { useResumeEditor } from './editor-context';
import { TextAreaField, TextField, UrlField } from './editor-fields';
import { AddItemButton, ItemControls } from './list-controls';
import { FIELD_GRID, SectionFrame } from './section-frame';

/** Name, headline, contact details, summary, location and profiles. */
export function BasicsSection({ id }: { id: string }) {
  return (
    <SectionFrame
      id={id}
      title="Basics"
      description="Who you are and how to reach you. The headline and summary count towards every match."
    >
      <div className={FIELD_GRID}>
        <TextField path={['basics', 'name']} label="Full name" autoComplete="name" />
        <TextField
          path={['basics', 'label']}
          label="Headline"
          placeholder="e.g. Senior Backend Engineer"
        />
        <TextField path={['basics', 'email']} label="E-mail" type="email" autoComplete="email" />
        <TextField path={['basics', 'phone']} label="Phone" type="tel" autoComplete="tel" />
        <UrlField path={['basics', 'url']} label="Website" className="sm:col-span-2" />
        <TextAreaField
          path={['basics', 'summary']}
          label="Summary"
          rows={4}
          className="sm:col-span-2"
          hint="Two to four sentences on what you do best."
        />
      </div>

      <fieldset className="mt-6">
        <legend className="text-sm font-semibold text-ink">Location</legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-3">
          <TextField path={['basics', 'location', 'city']} label="City" />
          <TextField path={['basics', 'location', 'region']} label="Region or country" />
          <TextField
            path={['basics', 'location', 'countryCode']}
            label="Country code"
            placeholder="e.g. PL"
            hint="Two letters (ISO 3166)."
          />
        </div>
      </fieldset>

      <Profiles />
    </SectionFrame>
  );
}

function Profiles() {
  const editor = useResumeEditor();
  const listPath: Path = ['basics', 'profiles'];
  const profiles = listAt(editor.document, listPath);

  return (
    <fieldset className="mt-6">
      <legend className="text-sm font-semibold text-ink">Profiles</legend>
      <p className="mt-0.5 text-sm text-ink-subtle">LinkedIn, GitHub, a portfolio…</p>
      {profiles.length > 0 ? (
        <ul className="mt-3 space-y-3">
          {profiles.map((profile, index) => {
            const path: Path = [...listPath, index];
            const name = textAt(profile, ['network']).trim() || `profile ${index + 1}`;
            return (
              <li
                key={index}
                className="flex flex-col gap-3 rounded-xl border border-line bg-canvas-tint p-3 sm:flex-row sm:items-start"
              >
                <div className="grid flex-1 gap-3 sm:grid-cols-[10rem_10rem_1fr]">
                  <TextField path={[...path, 'network']} label="Network" placeholder="LinkedIn" />
                  <TextField path={[...path, 'username']} label="Username" />
                  <UrlField path={[...path, 'url']} label="Profile URL" />
                </div>
                <div className="self-end sm:mt-6 sm:self-start">
                  <ItemControls
                    listPath={listPath}
                    index={index}
                    count={profiles.length}
                    itemName={name}
                    afterRemoveFocusId={editor.idFor(listPath, 'add')}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="mt-2">
        <AddItemButton
          listPath={listPath}
          item={{ network: '', url: '' }}
          focusPath={['network']}
          announcement="Added a profile."
        >
          Add profile
        </AddItemButton>
      </div>
    </fieldset>
  );
}
