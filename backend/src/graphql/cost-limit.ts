/**
 * A cost limit for GraphQL operations, on top of the depth limit: every field costs 1, and a
 * list multiplies what is selected under it by its size — the `limit` argument when it has
 * one, else a typical size. An operation whose cost exceeds the budget is refused before it
 * runs, so one request cannot ask for millions of rows and fields.
 */
import type {
  FragmentDefinitionNode,
  GraphQLNamedType,
  SelectionSetNode,
  ValidationContext,
  ValidationRule,
  ValueNode,
} from 'graphql';
import { graphqlJs } from './graphql-js.js';

const { getNamedType, getNullableType, GraphQLError, isListType, isObjectType, Kind } = graphqlJs;

export const MAX_OPERATION_COST = 50_000;
/**
 * A root field (aliases included) runs its own resolver and its own queries, which loaders
 * cannot batch, and `__schema` builds the whole schema's description: 20 000 aliases of
 * `me { id }` cost 40 000 at 1 each yet took seconds, and aliased `__schema`s answer megabytes.
 * At this price an operation has at most 50 root fields.
 */
export const ROOT_FIELD_COST = 1_000;

/** Typical list sizes for lists without a `limit` argument. */
const LIST_SIZES: Readonly<Record<string, number>> = {
  'Query.resumes': 20,
  'Query.jobs': 100,
  'Query.applications': 200,
  'Query.followUpsDue': 100,
  'Application.events': 30,
  // At most 100 (MAX_INTERVIEWS_PER_APPLICATION); a hiring process has a handful.
  'Application.interviews': 10,
  // At most 50 (MAX_CONTACTS_PER_APPLICATION); most applications have one or two.
  'Application.contacts': 5,
  // At most 50 (MAX_ANSWERS_PER_APPLICATION); a form asks a handful of questions.
  'Application.answers': 10,
  // At most 50 (MAX_TASKS_PER_APPLICATION); a hiring process has a handful of steps.
  'Application.tasks': 10,
  // At most 100 (MAX_TASKS_DUE).
  'Query.tasksDue': 100,
  // Its default limit (200; at most 500, MAX_OPEN_TASKS).
  'Query.openTasks': 200,
  // Its default limit (20; at most 100, MAX_DONE_TASKS).
  'Query.doneTasks': 20,
  // A page's size is its field's `first` (at most 100), which this list does not see.
  'PeoplePage.people': 100,
  // One per application the person came up in: a handful.
  'Person.contacts': 5,
  'Person.companies': 3,
  'Query.upcomingInterviews': 20,
  'Query.quietApplications': 5,
  'Match.matched': 30,
  'Match.missing': 30,
  'MatchedTerm.evidence': 5,
  'ResumeDiff.kept': 60,
  'ResumeDiff.moved': 30,
  'ResumeDiff.removed': 60,
  'ResumeDiff.added': 10,
  'JobPosting.mustHave': 30,
  'JobPosting.niceToHave': 30,
  'JobPosting.responsibilities': 20,
  // The most a skill demand answers (backend/src/jobs/skill-demand.ts).
  'SkillDemand.skills': 100,
  'DemandedSkill.askedBy': 5,
  'SkillDemand.unpostedJobs': 5,
  // At most 500 (MAX_LISTED_FINDINGS); a resume being written has a few dozen.
  'ResumeReview.findings': 50,
  // The most a spreadsheet import reads (backend/src/imports/application-import.ts).
  'ApplicationImport.rows': 1000,
  'ApplicationImport.columns': 50,
};
const DEFAULT_LIST_SIZE = 10;
/**
 * The largest `limit` each list accepts. Validation runs once per distinct query text (the
 * result is cached), before variables are known: a limit given as a variable counts as this.
 */
const MAX_LIMITS: Readonly<Record<string, number>> = {
  'Query.jobs': 500,
  'Query.applications': 1000,
  'Query.upcomingInterviews': 100,
  'Query.quietApplications': 100,
  'Query.answerSuggestions': 20,
  'Query.openTasks': 500,
  'Query.doneTasks': 100,
};

function limitOf(value: ValueNode | undefined, maxLimit: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) return maxLimit;
  return undefined;
}

export function operationCostRule(maxCost = MAX_OPERATION_COST): ValidationRule {
  return (context: ValidationContext) => {
    const schema = context.getSchema();
    const fragments = new Map<string, FragmentDefinitionNode>(
      context
        .getDocument()
        .definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
        .map((fragment) => [fragment.name.value, fragment]),
    );

    let root: GraphQLNamedType | undefined;

    function costOf(
      selectionSet: SelectionSetNode | undefined,
      parent: GraphQLNamedType | undefined,
      seen: ReadonlySet<string>,
    ): number {
      if (!selectionSet || !parent) return 0;
      let total = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FRAGMENT_SPREAD) {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (!fragment || seen.has(name)) continue;
          const type = schema.getType(fragment.typeCondition.name.value);
          total += costOf(fragment.selectionSet, type ?? undefined, new Set([...seen, name]));
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          const type = selection.typeCondition
            ? schema.getType(selection.typeCondition.name.value)
            : parent;
          total += costOf(selection.selectionSet, type ?? undefined, seen);
        } else {
          const name = selection.name.value;
          const fieldCost = parent === root && name !== '__typename' ? ROOT_FIELD_COST : 1;
          if (name.startsWith('__') || !isObjectType(parent)) {
            total += fieldCost;
            continue;
          }
          const field = parent.getFields()[name];
          if (!field) continue;
          const type = getNullableType(field.type);
          const size = isListType(type)
            ? (limitOf(
                selection.arguments?.find((argument) => argument.name.value === 'limit')?.value,
                MAX_LIMITS[`${parent.name}.${name}`],
              ) ??
              LIST_SIZES[`${parent.name}.${name}`] ??
              DEFAULT_LIST_SIZE)
            : 1;
          total +=
            fieldCost +
            Math.max(0, size) * costOf(selection.selectionSet, getNamedType(field.type), seen);
        }
      }
      return total;
    }

    return {
      OperationDefinition(operation) {
        root =
          (operation.operation === graphqlJs.OperationTypeNode.MUTATION
            ? schema.getMutationType()
            : schema.getQueryType()) ?? undefined;
        const cost = costOf(operation.selectionSet, root, new Set());
        if (cost > maxCost)
          context.reportError(
            new GraphQLError(
              `The operation is too expensive: cost ${cost} exceeds the limit of ${maxCost}; ask for fewer items or fields`,
              { nodes: [operation], extensions: { code: 'QUERY_TOO_COMPLEX', cost, maxCost } },
            ),
          );
      },
    };
  };
}
