import { Link } from 'react-router';
import { LEGAL_DOC_NAMES } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { useCopy } from '@/shared/i18n/define-copy';
import { ChevronRightIcon } from '@/shared/ui/icons';
import { TitleBar } from '@/shared/ui/title-bar';
import { LEGAL_COPY, LEGAL_TITLES } from '../copy';

/** /s-docs: the brand's documents (terms of use, privacy policy, FAQ), each at docs/{name}. */
export function DocsScreen({ title }: { title: string }) {
  const COPY = useCopy(LEGAL_COPY);
  const TITLES = useCopy(LEGAL_TITLES);
  return (
    <div className="flex flex-col">
      <TitleBar title={title} />
      <p className="px-5 pt-4 text-sm text-indigo-100/80">{COPY.docsIntro}</p>
      <ul className="flex flex-col gap-2.5 p-4">
        {LEGAL_DOC_NAMES.map((name) => (
          <li key={name}>
            <Link
              to={paths.doc.getHref(name)}
              className="flex items-center justify-between rounded-xl bg-card px-4 py-3.5 text-sm font-semibold text-white ring-1 ring-white/10 hover:bg-white/5"
            >
              {TITLES[name]}
              <ChevronRightIcon className="size-5 text-indigo-200/60" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
