'use client';

import { KeywordsField, TextField } from './editor-fields';
import { EntryList, SectionFrame } from './section-frame';

export function SkillsSection({ id }: { id: string }) {
  return (
    <SectionFrame
      id={id}
      title="Skills"
      description="Group your skills; every keyword is matched against the skills a posting asks for."
    >
      <EntryList
        section="skills"
        addLabel="Add a skill group"
        emptyText="No skills yet. Add a group such as “Languages” with its keywords."
        newEntry={{ name: '', keywords: [] }}
        focusKey="name"
      >
        {(path) => (
          <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
            <TextField path={[...path, 'name']} label="Group" placeholder="e.g. Languages" />
            <TextField path={[...path, 'level']} label="Level" placeholder="e.g. Advanced" />
            <KeywordsField
              path={[...path, 'keywords']}
              label="Keywords"
              hint="Separate with commas: Java, Kotlin, SQL"
              className="sm:col-span-2"
            />
          </div>
        )}
      </EntryList>
    </SectionFrame>
  );
}
