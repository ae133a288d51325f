'use client';

import { DateField, KeywordsField, TextAreaField, TextField, UrlField } from './editor-fields';
import { StringListField } from './list-controls';
import { DATE_HINT, DateRange, EntryList, FIELD_GRID, SectionFrame } from './section-frame';

export function ProjectsSection({ id }: { id: string }) {
  return (
    <SectionFrame
      id={id}
      title="Projects"
      description="Side projects, open source and notable work outside a job."
    >
      <EntryList
        section="projects"
        addLabel="Add a project"
        emptyText="No projects yet."
        newEntry={{ name: '', highlights: [] }}
        focusKey="name"
      >
        {(path, label) => (
          <div className="space-y-4">
            <div className={FIELD_GRID}>
              <TextField path={[...path, 'name']} label="Name" />
              <UrlField path={[...path, 'url']} label="Link" />
              <DateRange>
                <DateField path={[...path, 'startDate']} label="Start date" hint={DATE_HINT} />
                <DateField path={[...path, 'endDate']} label="End date" hint={DATE_HINT} />
              </DateRange>
              <TextAreaField
                path={[...path, 'description']}
                label="Description"
                rows={2}
                className="sm:col-span-2"
              />
              <KeywordsField
                path={[...path, 'keywords']}
                label="Keywords"
                hint="Separate with commas."
                className="sm:col-span-2"
              />
            </div>
            <StringListField
              listPath={[...path, 'highlights']}
              legend="Highlights"
              noun="highlight"
              ownerName={label}
            />
          </div>
        )}
      </EntryList>
    </SectionFrame>
  );
}
