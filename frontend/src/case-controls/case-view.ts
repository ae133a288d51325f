/**
 * What the case list shows of one case, read from the case schema alone: the status badge,
 * the moves a case may make next and the values of the schema's extra fields. Pure, so a
 * schema change is tested without a browser.
 */
import type { AgentCase, CaseSchema } from '@resume-agent/case-contract';

export type StatusDescriptor = CaseSchema['statuses'][number];

/** The schema's descriptor of a status; an unknown key still gets a readable badge. */
export function describeStatus(schema: CaseSchema, key: string): StatusDescriptor {
  return (
    schema.statuses.find((status) => status.key === key) ?? {
      key: key as StatusDescriptor['key'],
      label: key,
      terminal: false,
      color: '#4b5563',
    }
  );
}

/** The statuses a case may move to next, in the schema's order; none for a terminal one. */
export function nextStatuses(schema: CaseSchema, from: string): StatusDescriptor[] {
  const targets = schema.transitions.find((transition) => transition.from === from)?.to ?? [];
  return targets.map((key) => describeStatus(schema, key));
}

export interface FieldEntry {
  key: string;
  label: string;
  text: string;
}

/** The extra fields of a case that have a value, as label and text, in the schema's order. */
export function extraFieldEntries(schema: CaseSchema, agentCase: AgentCase): FieldEntry[] {
  const entries: FieldEntry[] = [];
  for (const field of schema.fields) {
    if (field.group !== 'extra') continue;
    const value = agentCase.fields[field.key];
    if (value === undefined || value === null || value === '') continue;
    let text: string;
    if (typeof value === 'boolean') text = value ? 'Yes' : 'No';
    else if (field.type === 'enum')
      text = field.enum?.find((option) => option.value === value)?.label ?? String(value);
    else if (typeof value === 'number' && field.maximum !== undefined)
      text = `${value} / ${field.maximum}`;
    else text = String(value);
    entries.push({ key: field.key, label: field.label, text });
  }
  return entries;
}

/** Whether a case belongs in the list under the current status filter. */
export function matchesStatusFilter(agentCase: AgentCase, statusFilter: string): boolean {
  return statusFilter === '' || statusFilter.split(',').includes(agentCase.status);
}

/** Cases after `incoming` is merged into `current`: updated in place, new ones appended. */
export function mergeCases(current: readonly AgentCase[], incoming: readonly AgentCase[]) {
  const byId = new Map(incoming.map((agentCase) => [agentCase.id, agentCase]));
  const merged = current.map((agentCase) => {
    const update = byId.get(agentCase.id);
    byId.delete(agentCase.id);
    return update ?? agentCase;
  });
  return [...merged, ...byId.values()];
}
