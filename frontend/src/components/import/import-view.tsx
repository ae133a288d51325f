'use client';

import { useState, type ReactNode } from 'react';
import { lazyComponent, usePreload } from '@/components/lazy-component';
import { ImportForm, type CheckedFile, type ImportAnswer, type ImportDraft } from './import-form';
import { importedHeading, leftOutText, previewSummary } from './import-summary';

// The preview and the result are drawn only after the server's answer: they load in their own
// chunks, fetched once the form is up, which keeps the route's first-load JavaScript within its
// budget (scripts/check-budgets.mjs).
const ImportPreview = lazyComponent(() =>
  import('./import-preview').then((module) => module.ImportPreview),
);
const ImportResult = lazyComponent(() =>
  import('./import-result').then((module) => module.ImportResult),
);
// Drawn under the form once the account's imports are known, when it has any to undo.
const RecentImports = lazyComponent(() =>
  import('./recent-imports').then((module) => module.RecentImports),
);
function preloadSteps() {
  return Promise.all([ImportPreview.preload(), ImportResult.preload()]);
}

type Step =
  | { kind: 'choose'; draft: ImportDraft | null }
  | { kind: 'preview'; checked: CheckedFile }
  | { kind: 'done'; answer: ImportAnswer };

/**
 * Importing applications from a spreadsheet, in three steps: the file (and how its days read),
 * the preview of what each row reads as, and what was imported. Going back from the preview
 * keeps the file and the choices, to change one and check again. Recent imports can be undone
 * under the form, and the one just made from its result.
 */
export function ImportView({ help }: { help: ReactNode }) {
  const [step, setStep] = useState<Step>({ kind: 'choose', draft: null });
  const [announcement, setAnnouncement] = useState('');
  usePreload(preloadSteps);

  let content: ReactNode;
  if (step.kind === 'preview') {
    content = (
      <ImportPreview
        checked={step.checked}
        onBack={() => {
          setAnnouncement('');
          setStep({ kind: 'choose', draft: step.checked.draft });
        }}
        onImported={(answer) => {
          const leftOut = answer.rows.length - answer.imported;
          setAnnouncement(
            leftOut > 0
              ? `${importedHeading(answer.imported)}; ${leftOutText(leftOut)}.`
              : `${importedHeading(answer.imported)}.`,
          );
          setStep({ kind: 'done', answer });
        }}
      />
    );
  } else if (step.kind === 'done') {
    content = (
      <ImportResult
        answer={step.answer}
        onAnother={() => {
          setAnnouncement('');
          setStep({ kind: 'choose', draft: null });
        }}
        onAnnounce={setAnnouncement}
      />
    );
  } else {
    content = (
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0 space-y-10">
          <ImportForm
            initial={step.draft}
            onChecked={(checked) => {
              setAnnouncement(
                `${previewSummary({ rows: checked.answer.rows.length, imported: checked.answer.imported })}.`,
              );
              setStep({ kind: 'preview', checked });
            }}
          />
          <RecentImports onAnnounce={setAnnouncement} />
        </div>
        {help}
      </div>
    );
  }

  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {content}
    </>
  );
}
