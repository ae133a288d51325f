'use client';

import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { SegmentedChoice } from '@/components/segmented-choice';
import { PastedTextField } from '@/components/pasted-text-field';
import { useFileDrop } from '@/components/use-file-drop';
import { FormAlert, inputClasses } from '@/components/account/fields';
import { Spinner } from '@/components/account/spinner';
import { buttonClasses } from '@/components/button-link';
import type { ImportResumeInput, ResumePageResumeFragment } from '@/gql/graphql';
import { fileToBase64 } from '@/lib/download';
import { problemOf } from '@/lib/graphql-errors';
import { ResumeFileDropZone } from './file-drop-zone';
import {
  FILE_SOURCES,
  MAX_IMPORT_BYTES,
  checkImportFile,
  isFileSource,
  sourceOfFile,
  type ImportSource,
} from './import-files';
import { ResumePageImportMutation, ResumePageQuery } from './operations';
import { sortResumes } from './sort-resumes';

const SOURCES: readonly { value: ImportSource; label: string }[] = [
  { value: 'pdf', label: 'PDF' },
  { value: 'docx', label: 'Word' },
  { value: 'json', label: 'JSON Resume' },
  { value: 'text', label: 'Paste text' },
];

const TEXT_FILE = /\.(txt|md|markdown)$/i;

/** Thrown for a problem found in the browser, before anything is sent. */
class InputProblem extends Error {}

/**
 * Imports a resume four ways: a PDF, a Word document or a JSON Resume file (picked or dropped
 * anywhere on the panel), or pasted text. Hands the stored resume and the importer's warnings
 * to `onImported`.
 */
export function ResumeImporter({
  hasResumes,
  onImported,
}: {
  hasResumes: boolean;
  onImported: (resume: ResumePageResumeFragment, warnings: readonly string[]) => void;
}) {
  const id = useId();
  const [source, setSource] = useState<ImportSource>('pdf');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string>();
  const [isMarkdown, setIsMarkdown] = useState(false);
  const [title, setTitle] = useState('');
  const [makeBase, setMakeBase] = useState(!hasResumes);
  const [formError, setFormError] = useState<string>();
  const [notice, setNotice] = useState('');
  const fileInputId = `${id}-file`;
  const textId = `${id}-text`;
  const textRef = useRef<HTMLTextAreaElement>(null);

  const [importResume, { loading: isImporting }] = useMutation(ResumePageImportMutation, {
    update(cache, { data }) {
      const imported = data?.importResume.resume;
      if (!imported) return;
      cache.updateQuery({ query: ResumePageQuery }, (previous) =>
        previous
          ? {
              resumes: sortResumes([
                imported,
                ...previous.resumes
                  .filter((item) => item.id !== imported.id)
                  .map((item) => (imported.isBase ? { ...item, isBase: false } : item)),
              ]),
            }
          : previous,
      );
    },
  });

  function chooseSource(next: ImportSource) {
    setSource(next);
    setFormError(undefined);
    if (file && sourceOfFile(file) !== next) {
      setFile(null);
      setFileError(undefined);
    }
  }

  /** A picked or dropped file: switches to the import it belongs to, and checks it. */
  async function takeFile(chosen: File) {
    setFormError(undefined);
    const detected = sourceOfFile(chosen);
    if (detected) {
      if (detected !== source) setNotice(`Switched to ${FILE_SOURCES[detected].label} import.`);
      setSource(detected);
      setFile(chosen);
      setFileError(checkImportFile(chosen, detected));
      return;
    }
    if (TEXT_FILE.test(chosen.name) && chosen.size <= MAX_IMPORT_BYTES) {
      setSource('text');
      setText(await chosen.text());
      setIsMarkdown(/\.(md|markdown)$/i.test(chosen.name));
      setTextError(undefined);
      setNotice(`Put the text of ${chosen.name} in the paste box.`);
      return;
    }
    setFileError(
      `“${chosen.name}” is not a file we can read. Use a PDF, a Word .docx or a JSON Resume file, or paste the text.`,
    );
  }

  async function buildInput(): Promise<ImportResumeInput> {
    const common = { title: title.trim() || undefined, makeBase };
    if (!isFileSource(source)) {
      if (text.trim() === '') {
        setTextError('Paste the text of your resume first.');
        throw new InputProblem();
      }
      if (new Blob([text]).size > MAX_IMPORT_BYTES) {
        setTextError('That is more than 4 MB of text; paste the resume only.');
        throw new InputProblem();
      }
      return { ...common, format: isMarkdown ? 'markdown' : 'text', text };
    }
    if (!file) {
      setFileError(`Choose ${FILE_SOURCES[source].noun} to import.`);
      throw new InputProblem();
    }
    const problem = checkImportFile(file, source);
    if (problem) {
      setFileError(problem);
      throw new InputProblem();
    }
    if (source === 'json') {
      const json = await file.text();
      try {
        JSON.parse(json);
      } catch {
        setFileError(`“${file.name}” is not valid JSON. Export it again from where you made it.`);
        throw new InputProblem();
      }
      return { ...common, format: 'json', text: json, fileName: file.name };
    }
    return { ...common, format: source, base64: await fileToBase64(file), fileName: file.name };
  }

  async function submit() {
    if (isImporting) return;
    setFormError(undefined);
    let input: ImportResumeInput;
    try {
      input = await buildInput();
    } catch (error) {
      if (!(error instanceof InputProblem)) setFormError('Could not read that file.');
      (isFileSource(source) ? document.getElementById(fileInputId) : textRef.current)?.focus();
      return;
    }
    try {
      const result = await importResume({ variables: { input } });
      const imported = result.data?.importResume;
      if (!imported) throw new Error('The import came back empty. Please try again.');
      setFile(null);
      setText('');
      setTitle('');
      setMakeBase(false);
      onImported(imported.resume, imported.warnings);
    } catch (error) {
      setFormError(problemOf(error).message);
    }
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  const { isDragging, dropHandlers } = useFileDrop({
    isBusy: isImporting,
    onFile: (chosen) => void takeFile(chosen),
  });

  const progress = isFileSource(source) ? FILE_SOURCES[source].progress : 'Reading your text…';

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-busy={isImporting}
      aria-label="Import a resume"
      {...dropHandlers}
      className="space-y-5"
    >
      <FormAlert message={formError} />

      <fieldset disabled={isImporting} className="min-w-0 space-y-5">
        <SegmentedChoice
          legend="Import from"
          name="source"
          options={SOURCES}
          value={source}
          onChange={chooseSource}
          columnsClass="sm:grid-cols-4"
        />

        {isFileSource(source) ? (
          <ResumeFileDropZone
            inputId={fileInputId}
            source={source}
            file={file}
            error={fileError}
            isDragging={isDragging}
            onFile={(chosen) => void takeFile(chosen)}
            onClear={() => {
              setFile(null);
              setFileError(undefined);
              document.getElementById(fileInputId)?.focus();
            }}
          />
        ) : (
          <div>
            <PastedTextField
              id={textId}
              label="Resume text"
              value={text}
              rows={12}
              placeholder={
                'Jane Doe\nSenior Backend Engineer\njane@example.com · +1 555 0100\n\nEXPERIENCE\nSenior Engineer — Acme (2021 – Present)\n• Built …'
              }
              error={textError}
              hint="Copy everything from your resume and paste it here; headings such as Experience and Education help."
              isDragging={isDragging}
              textRef={textRef}
              onChange={(pasted) => {
                setText(pasted);
                setTextError(undefined);
              }}
            />
            <label className="mt-3 flex items-start gap-2.5 text-sm text-ink">
              <input
                type="checkbox"
                checked={isMarkdown}
                onChange={(event) => {
                  setIsMarkdown(event.target.checked);
                }}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              <span>
                It is Markdown
                <span className="block text-ink-subtle"># headings and - bullets</span>
              </span>
            </label>
          </div>
        )}

        <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
          <div>
            <label htmlFor={`${id}-title`} className="block text-sm font-medium text-ink">
              Title <span className="font-normal text-ink-subtle">(optional)</span>
            </label>
            <input
              id={`${id}-title`}
              type="text"
              value={title}
              maxLength={200}
              autoComplete="off"
              placeholder="e.g. Backend roles"
              aria-describedby={`${id}-title-hint`}
              onChange={(event) => {
                setTitle(event.target.value);
              }}
              className={`${inputClasses} mt-1.5`}
            />
            <p id={`${id}-title-hint`} className="mt-1.5 text-sm text-ink-subtle">
              Defaults to the name in the resume.
            </p>
          </div>
          <label className="flex items-start gap-2.5 text-sm text-ink sm:mt-7">
            <input
              type="checkbox"
              checked={makeBase}
              onChange={(event) => {
                setMakeBase(event.target.checked);
              }}
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
            />
            <span>
              Make this my base resume
              <span className="block text-ink-subtle">Every job is matched against it.</span>
            </span>
          </label>
        </div>
      </fieldset>

      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="submit"
          aria-disabled={isImporting || undefined}
          className={buttonClasses(
            'primary',
            'lg',
            'aria-disabled:cursor-wait aria-disabled:opacity-80',
          )}
        >
          {isImporting ? <Spinner /> : null}
          {isImporting ? progress : 'Import resume'}
        </button>
        <p role="status" aria-live="polite" className="text-sm text-ink-muted">
          {isImporting ? (
            <>
              <span className="sr-only">{progress} </span>
              This can take a little while for a long document.
            </>
          ) : (
            notice
          )}
        </p>
      </div>
    </form>
  );
}
