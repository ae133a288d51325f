import Link from 'next/link';
import type { ComponentProps } from 'react';
import { assetUrl, resolveDocsLink } from '@/lib/docs/links';
import { CardGroup, Card } from './cards';
import { Info, Note, Tip, Warning } from './callout';
import { CopyButton } from './copy-button';
import { Step, Steps } from './steps';

/** What a page's Markdown and MDX render with, for the page at `pagePath`. */
export function mdxComponents(pagePath: string, repository: string | undefined) {
  return {
    a({ href = '', children, ...rest }: ComponentProps<'a'>) {
      const target = resolveDocsLink(href, pagePath, repository);
      if (target.startsWith('/docs/') || target === '/docs') {
        return (
          <Link href={target} {...rest}>
            {children}
          </Link>
        );
      }
      return (
        <a href={target} {...rest}>
          {children}
        </a>
      );
    },
    img({ src, alt = '', ...rest }: ComponentProps<'img'>) {
      // `/images/x.png` means docs/images/x.png, as in site.json; relative paths are the page's.
      const resolved =
        typeof src !== 'string'
          ? src
          : src.startsWith('/') && !src.startsWith('//')
            ? assetUrl(src)
            : resolveDocsLink(src, pagePath, repository);
      // Pages are Markdown: their images have no known size, so next/image cannot help here.
      // eslint-disable-next-line @next/next/no-img-element
      return <img src={resolved} alt={alt} loading="lazy" {...rest} />;
    },
    pre(props: ComponentProps<'pre'>) {
      return (
        <div className="group relative">
          <pre {...props} />
          <CopyButton />
        </div>
      );
    },
    table(props: ComponentProps<'table'>) {
      return (
        <div className="docs-table my-6 overflow-x-auto">
          <table {...props} />
        </div>
      );
    },
    Note,
    Info,
    Tip,
    Warning,
    Steps,
    Step,
    CardGroup,
    Card,
  };
}
