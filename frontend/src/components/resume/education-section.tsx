'use client';

import { DateField, TextField } from './editor-fields';
import { DATE_HINT, DateRange, EntryList, FIELD_GRID, SectionFrame } from './section-frame';

export function EducationSection({ id }: { id: string }) {
  return (
    <SectionFrame
      id={id}
      title="Education"
      description="Degrees and schools; postings that ask for a degree are matched against these."
    >
      <EntryList
        section="education"
        addLabel="Add education"
        emptyText="No education yet."
        newEntry={{ institution: '' }}
        focusKey="institution"
      >
        {(path) => (
          <div className={FIELD_GRID}>
            <TextField path={[...path, 'institution']} label="School or university" />
            <TextField path={[...path, 'studyType']} label="Degree" placeholder="e.g. M.Sc." />
            <TextField path={[...path, 'area']} label="Field of study" className="sm:col-span-2" />
            <DateRange>
              <DateField path={[...path, 'startDate']} label="Start date" hint={DATE_HINT} />
              <DateField path={[...path, 'endDate']} label="End date" hint={DATE_HINT} />
            </DateRange>
          </div>
        )}
      </EntryList>
    </SectionFrame>
  );
}
