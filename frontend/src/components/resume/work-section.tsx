'use client';

import { DateField, TextAreaField, TextField, UrlField } from './editor-fields';
import { StringListField } from './list-controls';
import { DATE_HINT, DateRange, EntryList, FIELD_GRID, SectionFrame } from './section-frame';

export function WorkSection({ id }: { id: string }) {
  return (
    <SectionFrame
      id={id}
      title="Work experience"
      description="Most recent first. Highlights with numbers and named tools make the strongest evidence."
    >
      <EntryList
        section="work"
        addLabel="Add a job"
        emptyText="No jobs yet. Add the roles you want employers to see."
        newEntry={{ name: '', position: '', highlights: [] }}
        focusKey="position"
      >
        {(path, label) => (
          <div className="space-y-4">
            <div className={FIELD_GRID}>
              <TextField path={[...path, 'position']} label="Position" />
              <TextField path={[...path, 'name']} label="Company" />
              <DateRange>
                <DateField path={[...path, 'startDate']} label="Start date" hint={DATE_HINT} />
                <DateField
                  path={[...path, 'endDate']}
                  label="End date"
                  hint="Leave empty if you work there now."
                />
              </DateRange>
              <TextField path={[...path, 'location']} label="Location" />
              <UrlField path={[...path, 'url']} label="Company website" />
              <TextAreaField
                path={[...path, 'summary']}
                label="Summary"
                rows={2}
                className="sm:col-span-2"
              />
            </div>
            <StringListField
              listPath={[...path, 'highlights']}
              legend="Highlights"
              noun="highlight"
              ownerName={label}
              hint="One achievement per line."
            />
          </div>
        )}
      </EntryList>
    </SectionFrame>
  );
}
