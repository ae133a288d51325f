// Compiles a page's Markdown or MDX into React on the server: GitHub-flavoured Markdown, heading
// ids (rehype-slug, the ids search results link to) and code highlighted by Shiki in both
// colour modes at once (`light-dark()` colours, so switching mode needs no re-render).
// Compiled pages are kept per page object, which the loader replaces when the file changes.
import { evaluate } from '@mdx-js/mdx';
import rehypeShiki from '@shikijs/rehype';
import type { MDXContent } from 'mdx/types';
import * as runtime from 'react/jsx-runtime';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import type { DocsPage } from './types';

const HIGHLIGHTED_LANGUAGES = [
  'sh',
  'json',
  'yaml',
  'ts',
  'tsx',
  'js',
  'html',
  'css',
  'http',
  'graphql',
  'sql',
];

const compiled = new WeakMap<DocsPage, Promise<MDXContent>>();

async function compile(page: DocsPage): Promise<MDXContent> {
  const evaluated = await evaluate(page.body, {
    ...runtime,
    format: page.format,
    remarkPlugins: [remarkGfm],
    rehypePlugins: [
      rehypeSlug,
      [
        rehypeShiki,
        {
          // The -default GitHub themes keep every token at 4.5:1 or more on our code background.
          themes: { light: 'github-light-default', dark: 'github-dark-default' },
          // Loading every bundled grammar up front takes seconds; these cover our pages, and
          // any other language a page names is loaded the first time it is seen.
          langs: HIGHLIGHTED_LANGUAGES,
          lazy: true,
          defaultColor: 'light-dark()',
          fallbackLanguage: 'text',
          // A fence without a language is still a code block, drawn as plain text.
          defaultLanguage: 'text',
        },
      ],
    ],
  });
  return evaluated.default;
}

/** The page's content component; compiling it once per version of the file. */
export function pageContent(page: DocsPage): Promise<MDXContent> {
  let content = compiled.get(page);
  if (!content) {
    content = compile(page);
    compiled.set(page, content);
    // A page that fails to compile is retried on the next request (after a fix).
    content.catch(() => compiled.delete(page));
  }
  return content;
}
