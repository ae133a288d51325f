'use client';

import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { SegmentedChoice } from '@/components/segmented-choice';
import { PastedTextField } from '@/components/pasted-text-field';
import { useFileDrop } from '@/components/use-file-drop';
import { FormAlert } from '@/components/account/fields';
import { Spinner } from '@/components/account/spinner';
import { buttonClasses } from '@/components/button-link';
import { SpreadsheetImportDocument } from '@/gql/documents/SpreadsheetImportDocument';
import type { ImportApplicationsInput, SpreadsheetImportMutation } from '@/gql/graphql';
import { browserTimeZone } from '@/lib/browser-time-zone';
import { problemOf } from '@/lib/graphql-errors';
import { checkCsvFile, checkCsvText, decodeCsvBytes } from './csv-file';
import { CsvFilePicker } from './csv-file-picker';
import {
  browserDayOrder,
  DAY_ORDER_CHOICES,
  dayOrderInput,
  type DayOrderChoice,
} from './day-order';
import { refusedFileMessage } from './import-summary';

const SpreadsheetImportMutation = SpreadsheetImportDocument;

export type ImportSource = 'file' | 'paste';

/** What the form holds: kept when the person goes back from the preview to change it. */
export interface ImportDraft {
  source: ImportSource;
  file: File | null;
  text: string;
  dayOrder: DayOrderChoice;
}

export type ImportAnswer = SpreadsheetImportMutation['importApplications'];

/** A spreadsheet read with dryRun: what was sent (to send again to import it) and the answer. */
export interface CheckedFile {
  draft: ImportDraft;
  input: Omit<ImportApplicationsInput, 'dryRun'>;
  /** The file's name; null for pasted text. */
  name: string | null;
  answer: ImportAnswer;
}

const SOURCES: readonly { value: ImportSource; label: string }[] = [
  { value: 'file', label: 'A CSV file' },
  { value: 'paste', label: 'Paste it' },
];

/**
 * Step 1 of the import: the spreadsheet (a CSV file, picked or dropped anywhere on the form, or
 * pasted) and how its days read. "Check the file" sends it with dryRun, which stores nothing,
 * and hands the answer to `onChecked` for the preview.
 */
export function ImportForm({
  initial,
  onChecked,
}: {
  initial: ImportDraft | null;
  onChecked: (checked: CheckedFile) => void;
}) {
  const id = useId();
  const fileInputId = `${id}-file`;
  const textId = `${id}-text`;
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [source, setSource] = useState<ImportSource>(initial?.source ?? 'file');
  const [file, setFile] = useState<File | null>(initial?.file ?? null);
  const [text, setText] = useState(initial?.text ?? '');
  // The browser's own order of days: the person's spreadsheet most likely writes them so.
  const [dayOrder, setDayOrder] = useState<DayOrderChoice>(
    () => initial?.dayOrder ?? browserDayOrder(),
  );
  const [fileError, setFileError] = useState<string>();
  const [textError, setTextError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [isChecking, setIsChecking] = useState(false);
  const [notice, setNotice] = useState('');
  // The field to focus once drawn: a field with an error, after the check re-enabled it.
  // Back from the preview, the file (or text) to change has it at once.
  const [focusRequest, setFocusRequest] = useState<{ on: ImportSource } | null>(
    initial ? { on: initial.source } : null,
  );
  const [checkFile] = useMutation(SpreadsheetImportMutation);

  useEffect(() => {
    if (focusRequest === null) return;
    if (focusRequest.on === 'file') document.getElementById(fileInputId)?.focus();
    else textRef.current?.focus();
  }, [focusRequest, fileInputId]);

  function showInputError(message: string, on: ImportSource) {
    if (on === 'file') setFileError(message);
    else setTextError(message);
    setFocusRequest({ on });
  }

  /** A picked or dropped file: the import reads it, whichever way was chosen. */
  function takeFile(chosen: File) {
    setFormError(undefined);
    if (source !== 'file') setNotice(`Switched to the file ${chosen.name}.`);
    setSource('file');
    setFile(chosen);
    setFileError(checkCsvFile(chosen));
  }

  /** Whether what was given cannot be sent; the field then says why. */
  function hasInputProblem(): boolean {
    const problem =
      source === 'paste'
        ? checkCsvText(text)
        : file
          ? checkCsvFile(file)
          : 'Choose your spreadsheet’s CSV file first.';
    if (problem) showInputError(problem, source);
    return problem !== undefined;
  }

  /** The file's text, or undefined when it cannot be read (the field then says why). */
  async function readFile(chosen: File): Promise<string | undefined> {
    try {
      return decodeCsvBytes(new Uint8Array(await chosen.arrayBuffer()));
    } catch {
      // The file changed or went away since it was chosen.
      showInputError(`Could not read “${chosen.name}”. Choose it again.`, 'file');
      return undefined;
    }
  }

  async function submit() {
    if (isChecking) return;
    setFormError(undefined);
    setNotice('');
    // Checked before the form is disabled for the check: a disabled field cannot take focus.
    if (hasInputProblem()) return;
    setIsChecking(true);
    try {
      const csv = source === 'file' && file ? await readFile(file) : text;
      if (csv === undefined) return;
      const input = { csv, dayOrder: dayOrderInput(dayOrder), timeZone: browserTimeZone() };
      const result = await checkFile({ variables: { input: { ...input, dryRun: true } } });
      const answer = result.data?.importApplications;
      if (!answer) throw new Error('The check came back empty. Please try again.');
      onChecked({
        draft: { source, file, text, dayOrder },
        input,
        name: source === 'file' ? (file?.name ?? null) : null,
        answer,
      });
    } catch (error) {
      const problem = problemOf(error);
      const refused = refusedFileMessage(problem);
      if (refused) showInputError(refused, source);
      else setFormError(problem.message);
    } finally {
      setIsChecking(false);
    }
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  const { isDragging, dropHandlers } = useFileDrop({ isBusy: isChecking, onFile: takeFile });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-busy={isChecking}
      aria-label="Your spreadsheet"
      {...dropHandlers}
      className="space-y-6"
    >
      <FormAlert message={formError} />

      <fieldset disabled={isChecking} className="min-w-0 space-y-6">
        <SegmentedChoice
          legend="Your tracker"
          name="source"
          options={SOURCES}
          value={source}
          onChange={(chosen) => {
            setSource(chosen);
            setFormError(undefined);
          }}
        />

        {source === 'file' ? (
          <CsvFilePicker
            inputId={fileInputId}
            file={file}
            error={fileError}
            isDragging={isDragging}
            onFile={takeFile}
            onClear={() => {
              setFile(null);
              setFileError(undefined);
              document.getElementById(fileInputId)?.focus();
            }}
          />
        ) : (
          <PastedTextField
            id={textId}
            label="Your spreadsheet as text"
            value={text}
            rows={10}
            placeholder={
              'Job title,Company,Status,Date applied\nPlatform Engineer,Northwind,Interview,2026-11-03\n…'
            }
            error={textError}
            hint="Select the cells in your spreadsheet, the header row too, then copy and paste them here."
            isDragging={isDragging}
            textRef={textRef}
            onChange={(pasted) => {
              setText(pasted);
              setTextError(undefined);
            }}
          />
        )}

        <fieldset aria-describedby={`${id}-days-hint`}>
          <legend className="text-sm font-medium text-ink">Days like 03/11/2026 mean</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {DAY_ORDER_CHOICES.map((option) => (
              <label key={option.value} className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="radio"
                  name="dayOrder"
                  value={option.value}
                  checked={dayOrder === option.value}
                  onChange={() => {
                    setDayOrder(option.value);
                  }}
                  className="size-4 shrink-0 accent-brand-600"
                />
                {option.label}
              </label>
            ))}
          </div>
          <p id={`${id}-days-hint`} className="mt-1.5 text-sm text-ink-subtle">
            Guessed from your browser’s language. Days such as 2026-11-03 or 3 Nov 2026 read either
            way.
          </p>
        </fieldset>
      </fieldset>

      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="submit"
          aria-disabled={isChecking || undefined}
          className={buttonClasses(
            'primary',
            'lg',
            'aria-disabled:cursor-wait aria-disabled:opacity-80',
          )}
        >
          {isChecking ? <Spinner /> : null}
          {isChecking ? 'Checking the file…' : 'Check the file'}
        </button>
        <p role="status" aria-live="polite" className="text-sm text-ink-muted">
          {isChecking ? (
            <>
              <span className="sr-only">Checking the file… </span>Nothing is saved yet.
            </>
          ) : (
            notice
          )}
        </p>
      </div>
    </form>
  );
}
