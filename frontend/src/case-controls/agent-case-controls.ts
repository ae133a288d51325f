/**
 * `<agent-case-controls>`: case controls a host embeds with one script tag. Everything it
 * draws — the list, the create form, the status filter and buttons — comes from the case
 * schema at `${endpoint}/schema`, so it knows nothing of jobs or applications. The endpoint
 * is the host's own proxy, which adds the host's token on the server: no secret ever reaches
 * this element.
 */
import type { AgentCase, CaseSchema } from '@resume-agent/case-contract';
import { type CaseApi, CaseApiError, createCaseApi, newIdempotencyKey } from './case-api';
import {
  describeStatus,
  extraFieldEntries,
  matchesStatusFilter,
  mergeCases,
  nextStatuses,
  type StatusDescriptor,
} from './case-view';
import { h } from './dom';
import {
  checkForm,
  checkInput,
  createFormInputs,
  type FormErrors,
  type FormInput,
  type FormValues,
  toCreateBody,
} from './form-model';
import { CASE_CONTROLS_CSS } from './styles';

const DEFAULT_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;
const CREDENTIAL_MODES: readonly RequestCredentials[] = ['same-origin', 'include', 'omit'];

export interface CaseControlsEventMap {
  'cases-loaded': { count: number; hasMore: boolean };
  'case-created': { case: AgentCase };
  'case-status-changed': { case: AgentCase; from: string; to: string };
  'case-error': { status: number; error: string; message: string };
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A pending create: the same values sent again reuse the key, so a retry creates nothing new. */
interface PendingCreate {
  bodyJson: string;
  key: string;
}

export class AgentCaseControls extends HTMLElement {
  static readonly observedAttributes = ['endpoint', 'credentials', 'page-size', 'heading'];

  readonly #root: ShadowRoot;
  #api: CaseApi | undefined;
  #schema: CaseSchema | undefined;
  #inputs: FormInput[] = [];
  #cases: AgentCase[] = [];
  #nextCursor: string | null = null;
  #query = { q: '', status: '' };
  #listController: AbortController | undefined;
  #searchTimer: ReturnType<typeof setTimeout> | undefined;
  #pendingCreate: PendingCreate | undefined;
  #busyCases = new Set<string>();
  #confirming: { caseId: string; to: string } | undefined;
  #itemErrors = new Map<string, string>();
  #generation = 0;

  // Parts of the shadow tree that change after the first render.
  #heading = h('h2', { id: 'heading' });
  #content = h('div', { class: 'root' });
  #announcer = h('div', { class: 'sr-only', 'aria-live': 'polite', 'aria-atomic': 'true' });

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    const style = h('style');
    style.textContent = CASE_CONTROLS_CSS;
    this.#root.append(style, this.#content, this.#announcer);
  }

  connectedCallback(): void {
    this.#heading.textContent = this.heading;
    if (this.#api === undefined) void this.#start();
  }

  disconnectedCallback(): void {
    this.#listController?.abort();
    clearTimeout(this.#searchTimer);
  }

  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
    if (oldValue === newValue) return;
    if (name === 'heading') this.#heading.textContent = this.heading;
    else if (this.isConnected && this.#api !== undefined) void this.#start();
  }

  get heading(): string {
    const heading = this.getAttribute('heading')?.trim() ?? '';
    return heading === '' ? 'Applications' : heading;
  }

  get pageSize(): number {
    const size = Number(this.getAttribute('page-size'));
    return Number.isInteger(size) && size >= 1 && size <= 200 ? size : DEFAULT_PAGE_SIZE;
  }

  get credentialsMode(): RequestCredentials {
    const mode = this.getAttribute('credentials') as RequestCredentials | null;
    return mode !== null && CREDENTIAL_MODES.includes(mode) ? mode : 'same-origin';
  }

  /** Loads the list again from the first page, keeping the search and the filter. */
  refresh(): Promise<void> {
    return this.#loadFirstPage();
  }

  // ── Start-up ────────────────────────────────────────────────────────────────────────────

  async #start(): Promise<void> {
    const generation = ++this.#generation;
    const endpoint = this.getAttribute('endpoint')?.trim();
    this.#listController?.abort();
    this.#cases = [];
    this.#nextCursor = null;
    if (!endpoint) {
      this.#api = undefined;
      this.#showFatal(
        'This element needs an endpoint attribute: the address of the case API proxy, e.g. endpoint="/agent/api/cases".',
        false,
      );
      return;
    }
    const api = createCaseApi({ endpoint, credentials: this.credentialsMode });
    this.#api = api;
    this.#content.replaceChildren(
      h('p', { class: 'status-line', role: 'status' }, 'Loading case controls…'),
    );
    try {
      const schema = await api.schema();
      if (generation !== this.#generation) return;
      this.#schema = schema;
      this.#inputs = createFormInputs(schema);
      this.#renderShell(schema);
      await this.#loadFirstPage();
    } catch (error) {
      if (generation !== this.#generation) return;
      const failure = this.#report(error);
      this.#showFatal(`Could not load the case controls: ${failure.message}`, true);
    }
  }

  #showFatal(message: string, canRetry: boolean): void {
    const retry = h('button', { type: 'button' }, 'Try again');
    retry.addEventListener('click', () => void this.#start());
    this.#content.replaceChildren(
      this.#heading,
      h('div', { class: 'alert', role: 'alert' }, h('span', {}, message), canRetry && retry),
    );
  }

  // ── The shell: header, create form, filters, list ─────────────────────────────────────

  #createToggle = h(
    'button',
    { type: 'button', class: 'primary', 'aria-expanded': 'false', 'aria-controls': 'create' },
    'New case',
  );
  #form = h('form', {
    id: 'create',
    class: 'create panel',
    novalidate: true,
    hidden: true,
    'aria-labelledby': 'create-heading',
  });
  #formAlert = h('div', { class: 'alert', role: 'alert', hidden: true });
  #submit = h('button', { type: 'submit', class: 'primary' }, 'Create case');
  #search = h('input', {
    type: 'search',
    name: 'q',
    autocomplete: 'off',
    placeholder: 'Title or company',
    maxlength: 200,
  });
  #statusFilter = h('select', { name: 'status' });
  #listAlert = h('div', { class: 'alert', role: 'alert', hidden: true });
  #statusLine = h('p', { class: 'status-line', role: 'status' });
  #list = h('ul', { class: 'list', 'aria-labelledby': 'heading' });
  #empty = h('p', { class: 'empty', hidden: true });
  #more = h('button', { type: 'button', class: 'more', hidden: true }, 'Load more');

  #renderShell(schema: CaseSchema): void {
    this.#heading.textContent = this.heading;
    this.#createToggle.onclick = () => {
      this.#setFormOpen(this.#form.hidden);
    };
    this.#renderForm();
    this.#statusFilter.replaceChildren(
      h('option', { value: '' }, 'All statuses'),
      ...schema.statuses.map((status) => h('option', { value: status.key }, status.label)),
    );
    this.#statusFilter.value = this.#query.status;
    this.#statusFilter.onchange = () => {
      this.#query.status = this.#statusFilter.value;
      void this.#loadFirstPage();
    };
    this.#search.value = this.#query.q;
    this.#search.oninput = () => {
      clearTimeout(this.#searchTimer);
      this.#searchTimer = setTimeout(() => {
        this.#applySearch();
      }, SEARCH_DELAY_MS);
    };
    this.#search.onkeydown = (event) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      clearTimeout(this.#searchTimer);
      this.#applySearch();
    };
    this.#more.onclick = () => void this.#loadMore();

    this.#content.replaceChildren(
      h('header', { class: 'bar' }, this.#heading, this.#createToggle),
      this.#form,
      h(
        'div',
        { class: 'filters', role: 'search', 'aria-label': 'Filter cases' },
        h('label', {}, 'Search', this.#search),
        h('label', {}, 'Status', this.#statusFilter),
      ),
      this.#listAlert,
      this.#statusLine,
      this.#list,
      this.#empty,
      this.#more,
    );
  }

  #applySearch(): void {
    const q = this.#search.value.trim();
    if (q === this.#query.q) return;
    this.#query.q = q;
    void this.#loadFirstPage();
  }

  // ── Create form ─────────────────────────────────────────────────────────────────────────

  #renderForm(): void {
    const cancel = h('button', { type: 'button' }, 'Cancel');
    cancel.onclick = () => {
      this.#setFormOpen(false);
    };
    this.#form.replaceChildren(
      h('h3', { id: 'create-heading' }, 'New case'),
      h('div', { class: 'create-grid' }, ...this.#inputs.map((input) => this.#renderInput(input))),
      this.#formAlert,
      h('div', { class: 'form-actions' }, this.#submit, cancel),
    );
    this.#form.onsubmit = (event) => {
      event.preventDefault();
      void this.#submitCreate();
    };
  }

  #renderInput(input: FormInput): HTMLElement {
    const id = `field-${input.key}`;
    const problemId = `${id}-problem`;
    const hintId = `${id}-hint`;
    const describedBy = [input.description ? hintId : '', problemId].filter(Boolean).join(' ');
    const problem = h('p', { class: 'problem', id: problemId, hidden: true });
    const hint = input.description
      ? h('p', { class: 'hint', id: hintId }, input.description)
      : null;

    if (input.kind === 'checkbox') {
      return h(
        'div',
        { class: 'field' },
        h(
          'label',
          { class: 'check' },
          h('input', { type: 'checkbox', id, name: input.key }),
          input.label,
        ),
        hint,
      );
    }
    let control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
    const common = {
      id,
      name: input.key,
      required: input.required,
      'aria-required': input.required ? 'true' : undefined,
      'aria-describedby': describedBy,
    };
    if (input.kind === 'lines') {
      control = h('textarea', { ...common, maxlength: input.maxLength, rows: 4 });
    } else if (input.kind === 'choice') {
      control = h(
        'select',
        common,
        h('option', { value: '' }, input.required ? 'Choose…' : '—'),
        ...(input.options ?? []).map((option) =>
          h('option', { value: option.value }, option.label),
        ),
      );
    } else {
      const type = input.kind === 'url' ? 'url' : input.kind === 'number' ? 'number' : 'text';
      control = h('input', {
        ...common,
        type,
        maxlength: input.maxLength,
        min: input.minimum,
        max: input.maximum,
        inputmode: input.kind === 'url' ? 'url' : undefined,
        placeholder: input.kind === 'url' ? 'https://' : undefined,
      });
    }
    // Once a field has been marked wrong, it is checked again as the person types.
    control.addEventListener('input', () => {
      if (control.getAttribute('aria-invalid') === 'true') this.#recheck(input, control, problem);
    });
    return h(
      'div',
      { class: `field${input.kind === 'lines' ? ' wide' : ''}` },
      h(
        'label',
        { for: id },
        input.label,
        input.required ? h('span', { class: 'required', 'aria-hidden': 'true' }, ' *') : null,
      ),
      control,
      hint,
      problem,
    );
  }

  #setFormOpen(open: boolean): void {
    this.#form.hidden = !open;
    this.#createToggle.setAttribute('aria-expanded', String(open));
    if (open) this.#root.getElementById(`field-${this.#inputs[0]?.key ?? ''}`)?.focus();
    else this.#createToggle.focus();
  }

  #formValues(): FormValues {
    const values: Record<string, string | boolean> = {};
    for (const input of this.#inputs) {
      const control = this.#form.elements.namedItem(input.key);
      if (control instanceof HTMLInputElement && control.type === 'checkbox')
        values[input.key] = control.checked;
      else if (
        control instanceof HTMLInputElement ||
        control instanceof HTMLTextAreaElement ||
        control instanceof HTMLSelectElement
      )
        values[input.key] = control.value;
    }
    return values;
  }

  #recheck(
    input: FormInput,
    control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
    problem: HTMLElement,
  ): void {
    const message = checkInput(input, control.value);
    control.setAttribute('aria-invalid', message ? 'true' : 'false');
    problem.textContent = message ?? '';
    problem.hidden = message === undefined;
  }

  #showFormErrors(errors: FormErrors): void {
    let firstInvalid: HTMLElement | null = null;
    for (const input of this.#inputs) {
      const control = this.#root.getElementById(`field-${input.key}`);
      const problem = this.#root.getElementById(`field-${input.key}-problem`);
      const message = errors[input.key];
      control?.setAttribute('aria-invalid', message ? 'true' : 'false');
      if (problem) {
        problem.textContent = message ?? '';
        problem.hidden = !message;
      }
      if (message && !firstInvalid) firstInvalid = control;
    }
    firstInvalid?.focus();
  }

  /** Maps the server's validation issues (`/title`, `/fields/salary`) onto the inputs. */
  #serverFieldErrors(error: CaseApiError): FormErrors {
    const issues = (
      error.details as { issues?: { path?: unknown; message?: unknown }[] } | undefined
    )?.issues;
    const errors: Record<string, string> = {};
    for (const issue of issues ?? []) {
      if (typeof issue.path !== 'string') continue;
      const key = issue.path.split('/').filter(Boolean).pop() ?? '';
      const input = this.#inputs.find((candidate) => candidate.key === key);
      if (input && !errors[key])
        errors[key] =
          `${input.label} ${typeof issue.message === 'string' ? issue.message : 'is invalid'}.`;
    }
    return errors;
  }

  async #submitCreate(): Promise<void> {
    const api = this.#api;
    if (!api || this.#submit.disabled) return;
    const values = this.#formValues();
    const errors = checkForm(this.#inputs, values);
    this.#showFormErrors(errors);
    this.#formAlert.hidden = true;
    if (Object.keys(errors).length > 0) {
      this.#announce('Check the highlighted fields.');
      return;
    }
    const body = toCreateBody(this.#inputs, values);
    const bodyJson = JSON.stringify(body);
    if (this.#pendingCreate?.bodyJson !== bodyJson)
      this.#pendingCreate = { bodyJson, key: newIdempotencyKey() };
    this.#submit.disabled = true;
    this.#submit.textContent = 'Creating…';
    try {
      const created = await api.create(body, this.#pendingCreate.key);
      this.#pendingCreate = undefined;
      this.#form.reset();
      this.#setFormOpen(false);
      const visible = matchesStatusFilter(created, this.#query.status) && this.#query.q === '';
      if (visible) {
        this.#cases = [created, ...this.#cases.filter((c) => c.id !== created.id)];
        this.#renderList();
      }
      this.#announce(
        visible
          ? `Created “${created.title}”.`
          : `Created “${created.title}”. The current search or filter hides it.`,
      );
      this.#emit('case-created', { case: created });
    } catch (error) {
      const failure = this.#report(error);
      const fieldErrors = this.#serverFieldErrors(failure);
      if (Object.keys(fieldErrors).length > 0) this.#showFormErrors(fieldErrors);
      this.#formAlert.replaceChildren(`Could not create the case: ${failure.message}`);
      this.#formAlert.hidden = false;
    } finally {
      this.#submit.disabled = false;
      this.#submit.textContent = 'Create case';
    }
  }

  // ── Loading the list ────────────────────────────────────────────────────────────────────

  async #loadFirstPage(): Promise<void> {
    this.#cases = [];
    this.#nextCursor = null;
    this.#itemErrors.clear();
    this.#confirming = undefined;
    await this.#loadPage(null);
  }

  async #loadMore(): Promise<void> {
    if (this.#nextCursor !== null) await this.#loadPage(this.#nextCursor);
  }

  async #loadPage(cursor: string | null): Promise<void> {
    const api = this.#api;
    if (!api) return;
    this.#listController?.abort();
    const controller = new AbortController();
    this.#listController = controller;
    this.#list.setAttribute('aria-busy', 'true');
    this.#more.disabled = true;
    this.#listAlert.hidden = true;
    if (cursor === null) this.#statusLine.textContent = 'Loading cases…';
    try {
      const page = await api.list(
        { q: this.#query.q, status: this.#query.status, limit: this.pageSize, cursor },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      this.#cases = mergeCases(this.#cases, page.items);
      this.#nextCursor = page.nextCursor;
      this.#renderList();
      this.#emit('cases-loaded', { count: this.#cases.length, hasMore: page.nextCursor !== null });
    } catch (error) {
      if (controller.signal.aborted) return;
      const failure = this.#report(error);
      const retry = h('button', { type: 'button' }, 'Try again');
      retry.onclick = () => void this.#loadPage(cursor);
      this.#listAlert.replaceChildren(
        h('span', {}, `Could not load cases: ${failure.message}`),
        retry,
      );
      this.#listAlert.hidden = false;
      this.#statusLine.textContent = '';
    } finally {
      if (this.#listController === controller) {
        this.#list.removeAttribute('aria-busy');
        this.#more.disabled = false;
      }
    }
  }

  // ── The list ────────────────────────────────────────────────────────────────────────────

  #renderList(): void {
    const schema = this.#schema;
    if (!schema) return;
    this.#list.replaceChildren(
      ...this.#cases.map((agentCase) => this.#renderCase(schema, agentCase)),
    );
    const filtered = this.#query.q !== '' || this.#query.status !== '';
    const count = this.#cases.length;
    this.#empty.hidden = count > 0;
    this.#empty.textContent = filtered
      ? 'No cases match the search and filter.'
      : 'No cases yet. Use “New case” to add the first one.';
    this.#more.hidden = this.#nextCursor === null;
    this.#statusLine.textContent =
      count === 0
        ? ''
        : `Showing ${count} case${count === 1 ? '' : 's'}${this.#nextCursor === null ? '' : ' — more to load'}.`;
  }

  #renderCase(schema: CaseSchema, agentCase: AgentCase): HTMLLIElement {
    const titleId = `case-${agentCase.id}-title`;
    const status = describeStatus(schema, agentCase.status);
    const fields = extraFieldEntries(schema, agentCase);
    const busy = this.#busyCases.has(agentCase.id);
    const itemError = this.#itemErrors.get(agentCase.id);
    const title = agentCase.url
      ? h('a', { href: agentCase.url, target: '_blank', rel: 'noopener' }, agentCase.title)
      : agentCase.title;
    const updated = new Date(agentCase.updatedAt);

    return h(
      'li',
      {
        class: 'case',
        id: `case-${agentCase.id}`,
        'data-case-id': agentCase.id,
        'data-status': agentCase.status,
        tabindex: -1,
        'aria-labelledby': titleId,
        'aria-busy': busy ? 'true' : undefined,
      },
      h(
        'div',
        { class: 'case-head' },
        h('h3', { id: titleId }, title),
        h('span', { class: 'badge', style: `background:${status.color}` }, status.label),
      ),
      agentCase.subtitle && h('p', { class: 'subtitle' }, agentCase.subtitle),
      agentCase.summary && h('p', { class: 'summary' }, agentCase.summary),
      fields.length > 0 &&
        h(
          'dl',
          { class: 'fields' },
          ...fields.map((entry) =>
            h('div', {}, h('dt', {}, `${entry.label}:`), h('dd', {}, entry.text)),
          ),
        ),
      !Number.isNaN(updated.getTime()) &&
        h(
          'p',
          { class: 'meta' },
          'Updated ',
          h('time', { datetime: agentCase.updatedAt }, dateFormat.format(updated)),
        ),
      this.#renderActions(schema, agentCase, busy),
      itemError && h('p', { class: 'item-error', role: 'alert' }, itemError),
    );
  }

  #renderActions(schema: CaseSchema, agentCase: AgentCase, busy: boolean): HTMLElement {
    const targets = nextStatuses(schema, agentCase.status);
    const group = h('div', {
      class: 'actions',
      role: 'group',
      'aria-label': `Change the status of “${agentCase.title}”`,
    });
    if (targets.length === 0) {
      group.append(
        h(
          'span',
          { class: 'actions-label' },
          `${describeStatus(schema, agentCase.status).label} is final.`,
        ),
      );
      return group;
    }
    const confirming = this.#confirming?.caseId === agentCase.id ? this.#confirming.to : undefined;
    const confirmTarget = targets.find((target) => target.key === confirming);
    if (confirmTarget) {
      const confirm = h(
        'button',
        { type: 'button', class: 'danger confirm', disabled: busy },
        `Yes, mark as ${confirmTarget.label}`,
      );
      confirm.onclick = () => void this.#changeStatus(agentCase, confirmTarget);
      const cancel = h('button', { type: 'button' }, 'Cancel');
      cancel.onclick = () => {
        this.#confirming = undefined;
        this.#replaceCase(agentCase, true);
      };
      group.append(
        h(
          'span',
          { class: 'actions-label' },
          `${confirmTarget.label} is final and cannot be undone.`,
        ),
        confirm,
        cancel,
      );
      return group;
    }
    group.append(h('span', { class: 'actions-label', 'aria-hidden': 'true' }, 'Move to'));
    for (const target of targets) {
      const button = h(
        'button',
        {
          type: 'button',
          class: target.terminal ? 'danger' : undefined,
          disabled: busy,
          'aria-label': `Move “${agentCase.title}” to ${target.label}`,
        },
        target.label,
      );
      button.onclick = () => {
        if (target.terminal) {
          // A final status cannot be undone: ask once, inline, instead of a browser dialog.
          this.#confirming = { caseId: agentCase.id, to: target.key };
          this.#replaceCase(agentCase, true);
        } else void this.#changeStatus(agentCase, target);
      };
      group.append(button);
    }
    return group;
  }

  /** Redraws one case in place and, when asked, puts the focus back on it. */
  #replaceCase(agentCase: AgentCase, focus: boolean): void {
    const schema = this.#schema;
    const current = this.#root.getElementById(`case-${agentCase.id}`);
    if (!schema || !current) return;
    const next = this.#renderCase(schema, agentCase);
    current.replaceWith(next);
    if (focus) (next.querySelector<HTMLElement>('.actions button') ?? next).focus();
  }

  #updateCase(agentCase: AgentCase): void {
    this.#cases = this.#cases.map((c) => (c.id === agentCase.id ? agentCase : c));
  }

  async #changeStatus(agentCase: AgentCase, target: StatusDescriptor): Promise<void> {
    const api = this.#api;
    if (!api || this.#busyCases.has(agentCase.id)) return;
    this.#busyCases.add(agentCase.id);
    this.#confirming = undefined;
    this.#itemErrors.delete(agentCase.id);
    this.#replaceCase(agentCase, false);
    try {
      const moved = await api.changeStatus(agentCase.id, target.key);
      this.#busyCases.delete(agentCase.id);
      this.#updateCase(moved);
      this.#replaceCase(moved, true);
      this.#announce(`Moved “${moved.title}” to ${target.label}.`);
      this.#emit('case-status-changed', { case: moved, from: agentCase.status, to: moved.status });
    } catch (error) {
      this.#busyCases.delete(agentCase.id);
      const failure = this.#report(error);
      if (failure.status === 404) {
        this.#cases = this.#cases.filter((c) => c.id !== agentCase.id);
        this.#renderList();
        this.#announce(`“${agentCase.title}” no longer exists.`);
        return;
      }
      this.#itemErrors.set(agentCase.id, failure.message);
      // Someone else may have moved it (409): show it as it is now.
      const fresh =
        failure.status === 409 ? await api.get(agentCase.id).catch(() => agentCase) : agentCase;
      this.#updateCase(fresh);
      this.#replaceCase(fresh, true);
    }
  }

  // ── Events and announcements ────────────────────────────────────────────────────────────

  #emit<K extends keyof CaseControlsEventMap>(type: K, detail: CaseControlsEventMap[K]): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  /** Turns any failure into a CaseApiError and tells the host about it. */
  #report(error: unknown): CaseApiError {
    const failure =
      error instanceof CaseApiError
        ? error
        : new CaseApiError(0, error instanceof Error ? error.message : 'Something went wrong.');
    this.#emit('case-error', {
      status: failure.status,
      error: failure.code ?? (failure.status === 0 ? 'NETWORK_ERROR' : 'HTTP_ERROR'),
      message: failure.message,
    });
    return failure;
  }

  #announce(message: string): void {
    // Cleared first so the same sentence twice is still read out.
    this.#announcer.textContent = '';
    requestAnimationFrame(() => {
      this.#announcer.textContent = message;
    });
  }
}
