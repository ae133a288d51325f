import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ApiOperationView } from '@/components/docs/api/api-operation-view';
import { DocsSidebar } from '@/components/docs/docs-sidebar';
import { DocsTopbar } from '@/components/docs/docs-topbar';
import { mdxComponents } from '@/components/docs/mdx/components';
import { PageFeedback } from '@/components/docs/page-feedback';
import { Pager } from '@/components/docs/pager';
import { TableOfContents } from '@/components/docs/table-of-contents';
import { githubStars } from '@/lib/docs/github-stars';
import { pageHeadings } from '@/lib/docs/headings';
import { repositoryUrl } from '@/lib/docs/links';
import { homePage, locatePage, siteGroups } from '@/lib/docs/navigation';
import { pageContent } from '@/lib/docs/render-page';
import { loadDocsSite, type DocsSite } from '@/lib/docs/site';

// Pages are read from docs/ and the OpenAPI documents fetched at request time (one is served by
// the running backend), with in-process caches; see lib/docs/site.ts.
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ slug?: string[] }>;
}

function findTarget(site: DocsSite, path: string) {
  const page = site.pages.get(path);
  if (page) return { kind: 'page', page } as const;
  for (const document of site.apiDocuments) {
    const operation = document.operations.find((candidate) => candidate.pagePath === path);
    if (operation) return { kind: 'api', document, operation } as const;
  }
  return undefined;
}

async function pathOf(params: Props['params']): Promise<string> {
  const { slug = [] } = await params;
  return slug.map((segment) => decodeURIComponent(segment)).join('/');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await loadDocsSite();
  const target = findTarget(site, await pathOf(params));
  if (!target) return {};
  if (target.kind === 'page') {
    return {
      title: target.page.title,
      ...(target.page.description ? { description: target.page.description } : {}),
    };
  }
  return { title: `${target.operation.title} — ${target.document.title}` };
}

export default async function DocsPage({ params }: Props) {
  const path = await pathOf(params);
  const site = await loadDocsSite();
  const { config } = site;
  const groups = siteGroups(config, site.pages, site.apiDocuments);
  const home = homePage(config, groups);
  if (path === '') {
    if (home) redirect(home.href);
    notFound();
  }
  const target = findTarget(site, path);
  if (!target) notFound();

  const location = locatePage(config, groups, path);
  const repository = repositoryUrl(config);
  const stars =
    config.topbarCtaButton?.type === 'github' && config.topbarCtaButton.url
      ? githubStars(config.topbarCtaButton.url)
      : undefined;
  const headings = target.kind === 'page' ? pageHeadings(target.page) : [];
  const Content = target.kind === 'page' ? await pageContent(target.page) : undefined;
  const title = target.kind === 'page' ? target.page.title : target.operation.title;

  return (
    <>
      <DocsTopbar
        config={config}
        tabs={location.tabs}
        homeHref={home?.href ?? '/docs'}
        {...(stars === undefined ? {} : { stars })}
      />
      <div className="container-page flex-1 lg:grid lg:grid-cols-[15.5rem_minmax(0,1fr)] lg:gap-10 xl:grid-cols-[15.5rem_minmax(0,1fr)_13rem]">
        <DocsSidebar config={config} location={location} current={path} />
        {/* API pages give the playground the table of contents' column too. */}
        <main
          id="main"
          className={`min-w-0 py-8 lg:py-10 ${target.kind === 'api' ? 'xl:col-span-2' : ''}`}
        >
          <article className={target.kind === 'api' ? 'mx-auto max-w-5xl' : 'mx-auto max-w-3xl'}>
            {location.group?.name ? (
              <p className="mb-2 text-sm font-semibold text-accent">{location.group.name}</p>
            ) : null}
            {target.kind === 'page' && Content ? (
              <>
                <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-[2.125rem]">
                  {title}
                </h1>
                {target.page.description ? (
                  <p className="mt-3 text-lg text-ink-muted">{target.page.description}</p>
                ) : null}
                <div className="docs-prose mt-6">
                  <Content components={mdxComponents(path, repository)} />
                </div>
              </>
            ) : target.kind === 'api' ? (
              <ApiOperationView
                config={config}
                document={target.document}
                operation={target.operation}
              />
            ) : null}
            <PageFeedback
              config={config}
              repository={repository}
              file={target.kind === 'page' ? target.page.file : undefined}
              title={title}
              pageUrl={`/docs/${path}`}
            />
            <Pager previous={location.previous} next={location.next} />
          </article>
        </main>
        {target.kind === 'page' ? (
          <aside className="hidden xl:block">
            <TableOfContents headings={headings} />
          </aside>
        ) : null}
      </div>
    </>
  );
}
